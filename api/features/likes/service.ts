// Likes and dislikes: the one place that changes them, used alike by the REST calls and the
// sync mutations 'like-set' and 'dislike-set'. One row per user and item holds 1, -1 or 0, so a
// like replaces the dislike and back. The blocking rule stops new reactions on a blocker's
// content; removing one is always allowed (a like given before the block stays).
import { and, asc, eq, gt } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { reactions, type ReactionTarget } from '../../../db/schema/reactions.ts';
import type { Reaction } from '../../../sync/mutations/social.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { findTarget } from '../../lib/content-targets.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { reactionSummary } from '../../lib/reaction-counts.ts';
import { blockBetween } from '../../lib/user-blocks.ts';
import { nextChangeVersion } from '../../lib/change-version.ts';

export type ReactionKind = 'like' | 'dislike';
export interface ReactionRef {
  type: ReactionTarget;
  id: number;
}

const VALUE: Record<ReactionKind, 1 | -1> = { like: 1, dislike: -1 };

type Change = { added: boolean; removedOther: boolean } | null;

function currentRow(db: Db, userId: number, ref: ReactionRef) {
  return one(
    db
      .select({ value: reactions.value, updatedAt: reactions.updatedAt })
      .from(reactions)
      .where(and(eq(reactions.userId, userId), eq(reactions.targetType, ref.type), eq(reactions.targetId, ref.id))),
  );
}

/**
 * Stores `value` only while the row still holds `expected` (0 or no row), in one statement, and
 * answers whether it did: a concurrent change of the same reaction wins, and is not undone by this one.
 */
async function write(db: Db, userId: number, ref: ReactionRef, expected: number, value: number, at?: string) {
  const now = at ?? new Date().toISOString();
  const version = await nextChangeVersion(db, userId);
  const row = await one(
    db
      .insert(reactions)
      .values({ userId, targetType: ref.type, targetId: ref.id, value, updatedAt: now, version })
      .onConflictDoUpdate({
        target: [reactions.userId, reactions.targetType, reactions.targetId],
        set: { value, updatedAt: now, version },
        setWhere: eq(reactions.value, expected),
      })
      .returning({ value: reactions.value }),
  );
  return row !== undefined;
}

/** The toggle itself, inside the caller's transaction: read the value, check the block, write. */
async function toggle(
  tx: Db,
  userId: number,
  ref: ReactionRef,
  kind: ReactionKind,
  on: boolean,
  ownerId: number | null,
  at?: string,
): Promise<Change> {
  const wanted = VALUE[kind];
  const value = (await currentRow(tx, userId, ref))?.value ?? 0;
  if (on && value !== wanted) {
    if (await blockBetween(tx, ownerId, userId))
      throw httpError(403, kind === 'like' ? SOCIAL_DETAILS.likeBlocked : SOCIAL_DETAILS.dislikeBlocked);
    return (await write(tx, userId, ref, value, wanted, at)) ? { added: true, removedOther: value !== 0 } : null;
  }
  if (!on && value === wanted) {
    return (await write(tx, userId, ref, value, 0, at)) ? { added: false, removedOther: false } : null;
  }
  return null;
}

/**
 * Turns the user's like (or dislike) of an item on or off; idempotent. Turning one on removes
 * the other. Throws 404 for a missing item and 403 with the spec's detail when its author has
 * blocked the user. Returns the item's counts and the user's state after the change. The target,
 * the block and the current value are read in the transaction that writes the new one.
 */
export async function setReaction(
  db: Db,
  userId: number,
  ref: ReactionRef,
  kind: ReactionKind,
  on: boolean,
  at?: string,
) {
  // The answer is read in the same transaction as the write: two separate reads after it could
  // straddle a parallel change and answer a mixed state (liked: false with the user's own like counted).
  const { state } = await db.transaction(async (tx) => {
    const target = await findTarget(tx, ref.type, ref.id);
    if (!target) throw httpError(404, 'Not found');
    const change = await toggle(tx, userId, ref, kind, on, target.ownerId, at);
    // In the write's transaction: the events' outbox rows commit with the reaction (domain-events.ts).
    if (change) {
      const other: ReactionKind = kind === 'like' ? 'dislike' : 'like';
      if (change.removedOther) await emitSocialEvent(tx, `${other}.removed`, { userId, target: ref });
      if (change.added) await emitSocialEvent(tx, `${kind}.added`, { userId, target: ref, ownerId: target.ownerId });
      else await emitSocialEvent(tx, `${kind}.removed`, { userId, target: ref });
    }
    return { state: await reactionState(tx, userId, ref) };
  });
  return state;
}

/**
 * Sets the user's reaction to `wanted` as of `at` (the 'reaction-set' mutation): newest wins, so a
 * change the server holds from a later moment stands and this one changes nothing. The comparison
 * and the change are one transaction.
 */
export async function setReactionAt(db: Db, userId: number, ref: ReactionRef, wanted: Reaction, at: string) {
  return db.transaction(async (tx) => {
    const row = await currentRow(tx, userId, ref);
    if (row && row.updatedAt > at) return reactionState(tx, userId, ref);
    if (wanted !== 'none') return setReaction(tx, userId, ref, wanted, true, at);
    if (row?.value === 1) return setReaction(tx, userId, ref, 'like', false, at);
    if (row?.value === -1) return setReaction(tx, userId, ref, 'dislike', false, at);
    return reactionState(tx, userId, ref);
  });
}

/** The answer of every like/dislike call: `{liked, disliked, likes, dislikes}`. */
async function reactionState(db: Db, userId: number, ref: ReactionRef) {
  const s = await reactionSummary(db, ref.type, ref.id, userId);
  return { liked: s.liked ?? false, disliked: s.disliked ?? false, likes: s.likes, dislikes: s.dislikes };
}

export interface ReactionChange {
  type: ReactionTarget;
  id: number;
  value: number;
  updated_at: string;
}

/** The user's reactions changed after `version`, removals included (for pull). */
export function reactionsChangedSince(db: Db, userId: number, version: number): Promise<ReactionChange[]> {
  return db
    .select({
      type: reactions.targetType,
      id: reactions.targetId,
      value: reactions.value,
      updated_at: reactions.updatedAt,
    })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), gt(reactions.version, version)))
    .orderBy(asc(reactions.version));
}
