// Likes and dislikes: the one place that changes them, used alike by the REST calls and the
// sync mutations 'like-set' and 'dislike-set'. One row per user and item holds 1, -1 or 0, so a
// like replaces the dislike and back. The blocking rule stops new reactions on a blocker's
// content; removing one is always allowed (a like given before the block stays).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { reactions, type ReactionTarget } from '../../../db/schema/reactions.ts';
import type { Reaction } from '../../../sync/mutations/social.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { findTarget } from '../../lib/content-targets.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { reactionSummary } from '../../lib/reaction-counts.ts';
import { isBlockedBy } from '../../lib/user-blocks.ts';
import { nextChangeVersion } from '../../lib/change-version.ts';

export type ReactionKind = 'like' | 'dislike';
export interface ReactionRef {
  type: ReactionTarget;
  id: number;
}

const VALUE: Record<ReactionKind, 1 | -1> = { like: 1, dislike: -1 };

function currentValue(db: Db, userId: number, ref: ReactionRef): number {
  return (
    db
      .select({ value: reactions.value })
      .from(reactions)
      .where(and(eq(reactions.userId, userId), eq(reactions.targetType, ref.type), eq(reactions.targetId, ref.id)))
      .get()?.value ?? 0
  );
}

function write(db: Db, userId: number, ref: ReactionRef, value: number, at?: string) {
  const now = at ?? new Date().toISOString();
  const version = nextChangeVersion(db);
  db.insert(reactions)
    .values({ userId, targetType: ref.type, targetId: ref.id, value, updatedAt: now, version })
    .onConflictDoUpdate({
      target: [reactions.userId, reactions.targetType, reactions.targetId],
      set: { value, updatedAt: now, version },
    })
    .run();
}

/**
 * Turns the user's like (or dislike) of an item on or off; idempotent. Turning one on removes
 * the other. Throws 404 for a missing item and 403 with the spec's detail when its author has
 * blocked the user. Returns the item's counts and the user's state after the change.
 */
export function setReaction(db: Db, userId: number, ref: ReactionRef, kind: ReactionKind, on: boolean, at?: string) {
  const target = findTarget(db, ref.type, ref.id);
  if (!target) throw httpError(404, 'Not found');
  const wanted = VALUE[kind];
  const changed = db.transaction(() => {
    const value = currentValue(db, userId, ref);
    if (on && value !== wanted) {
      if (isBlockedBy(db, target.ownerId, userId))
        throw httpError(403, kind === 'like' ? SOCIAL_DETAILS.likeBlocked : SOCIAL_DETAILS.dislikeBlocked);
      write(db, userId, ref, wanted, at);
      return { added: true, removedOther: value !== 0 };
    }
    if (!on && value === wanted) {
      write(db, userId, ref, 0, at);
      return { added: false, removedOther: false };
    }
    return null;
  });
  if (changed) {
    const other: ReactionKind = kind === 'like' ? 'dislike' : 'like';
    if (changed.removedOther) emitSocialEvent(db, `${other}.removed`, { userId, target: ref });
    if (changed.added) emitSocialEvent(db, `${kind}.added`, { userId, target: ref, ownerId: target.ownerId });
    else emitSocialEvent(db, `${kind}.removed`, { userId, target: ref });
  }
  return reactionState(db, userId, ref);
}

/**
 * Sets the user's reaction to `wanted` as of `at` (the 'reaction-set' mutation): newest wins, so a
 * change the server holds from a later moment stands and this one changes nothing.
 */
export function setReactionAt(db: Db, userId: number, ref: ReactionRef, wanted: Reaction, at: string) {
  const row = db
    .select({ value: reactions.value, updatedAt: reactions.updatedAt })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), eq(reactions.targetType, ref.type), eq(reactions.targetId, ref.id)))
    .get();
  if (row && row.updatedAt > at) return reactionState(db, userId, ref);
  if (wanted !== 'none') return setReaction(db, userId, ref, wanted, true, at);
  if (row?.value === 1) return setReaction(db, userId, ref, 'like', false, at);
  if (row?.value === -1) return setReaction(db, userId, ref, 'dislike', false, at);
  return reactionState(db, userId, ref);
}

/** The answer of every like/dislike call: `{liked, disliked, likes, dislikes}`. */
function reactionState(db: Db, userId: number, ref: ReactionRef) {
  const s = reactionSummary(db, ref.type, ref.id, userId);
  return { liked: s.liked ?? false, disliked: s.disliked ?? false, likes: s.likes, dislikes: s.dislikes };
}

export interface ReactionChange {
  type: ReactionTarget;
  id: number;
  value: number;
  updated_at: string;
}

/** The user's reactions changed after `version`, removals included (for pull). */
export function reactionsChangedSince(db: Db, userId: number, version: number): ReactionChange[] {
  return db
    .select({
      type: reactions.targetType,
      id: reactions.targetId,
      value: reactions.value,
      updated_at: reactions.updatedAt,
    })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), gt(reactions.version, version)))
    .orderBy(asc(reactions.version))
    .all();
}
