// OpenAPI descriptions of the comment routes mounted under pages, news and events.
import { describer } from '../../lib/openapi.ts';
import { comment, pageOf } from '../../lib/openapi-shapes.ts';

const doc = describer('comments');

export const commentDocs = {
  list: doc('Comments, newest first', { ok: pageOf(comment), errors: [404] }),
  add: doc('Add a comment', { ok: comment, status: 201, auth: 'user', errors: [400, 404] }),
};
