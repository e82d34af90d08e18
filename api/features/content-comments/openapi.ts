// OpenAPI descriptions of the comment routes: those mounted under pages, news and events
// (routes.ts) and /comment/{id} (comment-routes.ts).
import { describer } from '../../lib/openapi.ts';
import { ok, pageOf } from '../../lib/openapi-shapes.ts';
import { commentThread, socialComment } from '../../lib/openapi-social-shapes.ts';

const doc = describer('comments');

export const commentDocs = {
  list: doc('Comments, top level newest first, each with its replies', { ok: pageOf(commentThread), errors: [404] }),
  add: doc('Add a comment, or a reply with parent_id', {
    ok: socialComment,
    status: 201,
    auth: 'user',
    errors: [400, 403, 404],
    description: "403 `You can't add comment` when the material's or the parent comment's author blocked the caller.",
  }),
  edit: doc('Change the text of an own comment', { ok: socialComment, auth: 'user', errors: [400, 403, 404] }),
  remove: doc('Delete a comment (author, owner of the material or staff)', {
    ok: null,
    status: 204,
    auth: 'user',
    errors: [403, 404],
  }),
  complain: doc('Complain about a comment, once per user', { ok, status: 201, auth: 'user', errors: [400, 404] }),
};
