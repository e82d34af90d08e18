// The social layer's offline actions. Each states the wanted state, never a toggle, so a replay
// is harmless; the server applies the same checks as the REST calls (blocking, owner only), so a
// wish that no longer fits is rejected alone with its detail.
import * as v from 'valibot';
import { COMMENT_MAX_LENGTH, COMMENTABLE_TYPES, REACTION_TYPES } from '../rules/social.ts';

const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31));

/** The user's own reaction to an item: like, dislike or neither. */
const REACTIONS = ['like', 'dislike', 'none'] as const;
export type Reaction = (typeof REACTIONS)[number];

// reaction-set: one mutation for like and dislike, because they are one state per item (a like
// replaces the dislike). Conflict rule: newest wins by the action's (clamped) time; a change the
// server already holds from a later moment (another device, the REST call) stands.
export const reactionSetArgs = v.object({
  type: v.picklist(REACTION_TYPES),
  id: positiveId,
  reaction: v.picklist(REACTIONS),
});

// follow-set and block-set: the mutation applied last on the server wins (one client's order is
// kept by its ids). A block ends following both ways; following a user who blocked you is refused.
export const userRelationSetArgs = v.object({ user_id: positiveId, on: v.boolean() });

// collection-item-set: a material in or out of one of the user's collections. The mutation applied
// last wins; adding one already there, or removing one already gone, changes nothing.
export const collectionItemSetArgs = v.object({ collection_id: positiveId, page_id: positiveId, on: v.boolean() });

// comment-add: a new comment (or reply). `client_key` makes it idempotent on the server as well as
// in the outbox: a comment is stored once whatever path it took. Never coalesced.
export const commentAddArgs = v.object({
  type: v.picklist(COMMENTABLE_TYPES),
  id: positiveId,
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(COMMENT_MAX_LENGTH)),
  parent_id: v.optional(positiveId),
  client_key: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
});
