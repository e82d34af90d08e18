// OpenAPI descriptions of /like and /dislike.
import { describer } from '../../lib/openapi.ts';
import { ok } from '../../lib/openapi-shapes.ts';
import { reactionState } from '../../lib/openapi-social-shapes.ts';

const doc = describer('likes');
const blocked = "403 `You can't add like` / `You can't add dislike` when the author of the item blocked the caller.";

export const likeDocs = {
  add: doc('Like (or dislike) an item; removes the opposite reaction', {
    ok: reactionState,
    auth: 'user',
    errors: [403, 404],
    description: blocked,
  }),
  remove: doc('Take the like (or dislike) off', { ok: reactionState, auth: 'user', errors: [404] }),
  feedback: doc('The optional answer of the popup after a like or dislike', {
    ok,
    status: 201,
    auth: 'user',
    errors: [429],
  }),
};
