// The social layer's offline actions. Each states the wanted state, never a toggle, so a replay
// is harmless; the server applies the same checks as the REST calls (blocking, owner only), so a
// wish that no longer fits is rejected alone with its detail.
import * as v from 'valibot';
import { COLLECTION_TITLE_MAX, COMMENT_MAX_LENGTH, COMMENTABLE_TYPES, REACTION_TYPES } from '../rules/social.ts';

const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31));
/** A key the device chooses for something it creates, so a replay creates it once. */
const clientKey = v.pipe(v.string(), v.minLength(8), v.maxLength(100));

/** The user's own reaction to an item: like, dislike or neither. */
export const REACTIONS = ['like', 'dislike', 'none'] as const;
export type Reaction = (typeof REACTIONS)[number];

// reaction-set: one mutation for like and dislike, because they are one state per item (a like
// replaces the dislike). Conflict rule: newest wins by the action's (clamped) time; a change the
// server already holds from a later moment (another device, the REST call) stands.
export const reactionSetArgs = v.object({
  type: v.picklist(REACTION_TYPES),
  id: positiveId,
  reaction: v.picklist(REACTIONS),
});
export type ReactionSetArgs = v.InferOutput<typeof reactionSetArgs>;

// follow-set and block-set: newest wins by the action's (clamped) time, ties by client id; an older
// one arriving later is 'superseded' (a block counts as the blocker's unfollow). A block ends
// following both ways; following a user who blocked you is refused.
export const userRelationSetArgs = v.object({ user_id: positiveId, on: v.boolean() });
export type UserRelationSetArgs = v.InferOutput<typeof userRelationSetArgs>;

// A collection is named by its server id or, while it may not be on the server yet (created
// offline), by the client_key it was created with: the server resolves the key, so mutations queued
// behind an unsent 'collection-create' need no rewriting once the server gives the id.
const collectionRef = { collection_id: v.optional(positiveId), collection_key: v.optional(clientKey) };
export type CollectionRef = { collection_id?: number; collection_key?: string };
const namesCollection = <T extends CollectionRef>() =>
  v.check<T, string>(
    (a) => a.collection_id !== undefined || a.collection_key !== undefined,
    'collection_id or collection_key is required',
  );

// collection-create: a new collection. `client_key` makes it idempotent on the server (one per user
// and key), so a replay creates one; a title the user already has is refused ('You are already add
// collection'). The push result carries the server's id.
export const collectionCreateArgs = v.object({
  client_key: clientKey,
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(COLLECTION_TITLE_MAX)),
  is_public: v.optional(v.boolean()),
});
export type CollectionCreateArgs = v.InferOutput<typeof collectionCreateArgs>;
export const collectionCreateResult = v.object({ id: positiveId });

// collection-rename: the wanted title. Newest wins by the action's (clamped) time, ties by client
// id (an older one is 'superseded'); a title the user's other collection has is refused.
export const collectionRenameArgs = v.pipe(
  v.object({
    ...collectionRef,
    title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(COLLECTION_TITLE_MAX)),
  }),
  namesCollection(),
);
export type CollectionRenameArgs = v.InferOutput<typeof collectionRenameArgs>;

// collection-item-set: a material in or out of one of the user's collections. Newest wins by the
// action's (clamped) time per material, ties by client id (an older one is 'superseded'); adding
// one already there, or removing one already gone, changes nothing.
export const collectionItemSetArgs = v.pipe(
  v.object({ ...collectionRef, page_id: positiveId, on: v.boolean() }),
  namesCollection(),
);
export type CollectionItemSetArgs = v.InferOutput<typeof collectionItemSetArgs>;

// comment-add: a new comment (or reply). `client_key` makes it idempotent on the server as well as
// in the outbox: a comment is stored once whatever path it took. Never coalesced.
export const commentAddArgs = v.object({
  type: v.picklist(COMMENTABLE_TYPES),
  id: positiveId,
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(COMMENT_MAX_LENGTH)),
  parent_id: v.optional(positiveId),
  client_key: clientKey,
});
export type CommentAddArgs = v.InferOutput<typeof commentAddArgs>;
