// OpenAPI descriptions of the option lists (routes.ts).
import { describer } from '../../lib/openapi.ts';
import { id, idName, listOf, text } from '../../lib/openapi-shapes.ts';
import { z } from 'zod';

const doc = describer('dictionaries');
const slugged = z.looseObject({ id, name: text, slug: text });

export const dictionaryDocs = {
  tags: doc('Tags of materials', { ok: listOf(slugged) }),
  topics: doc('Topics of materials, courses and quizzes', { ok: listOf(slugged) }),
  userTypes: doc('User types (pupil, mentor, parent…)', { ok: listOf(idName) }),
  interests: doc('Interests a user may choose', { ok: listOf(idName) }),
};
