// OpenAPI descriptions of the FAQ routes (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { contentBlock, id, idName, listOf, pageOf, success, text } from '../../lib/openapi-shapes.ts';

const doc = describer('faq');

export const faqDocs = {
  list: doc('Questions and answers, paged, optionally of one tag', {
    ok: pageOf(z.looseObject({ id, question: text, answer: text })),
  }),
  tags: doc('FAQ tags', { ok: listOf(idName) }),
  form: doc('The feedback form fields', {
    ok: z.looseObject({ content: z.array(contentBlock.or(z.looseObject({}))) }),
  }),
  send: doc('Send the feedback form', { ok: success }),
};
