// OpenAPI descriptions of the browsing history (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, pageOf, text } from '../../lib/openapi-shapes.ts';

const doc = describer('history');
const history = pageOf(
  z.looseObject({
    id,
    key: text,
    title: text,
    type: z.looseObject({ id: id.nullable(), code: text }),
    user: z.looseObject({ id, name: text }).nullable(),
    like: z.number().int().min(0).max(1),
  }),
);

export const historyDocs = {
  list: doc('The newest 30 items the user opened', { ok: history, auth: 'user' }),
  add: doc('Add an opened item to the history', { ok: history, status: 201, auth: 'user', errors: [404] }),
};
