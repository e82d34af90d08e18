// The optional answer to the popup after a like or dislike, stored for the staff area (a later
// issue reads reaction_feedback). Only someone who reacted that way may answer, once a minute.
import { and, desc, eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { reactionFeedback, reactions } from '../../../db/schema/reactions.ts';
import { nowIso, nowMs } from '../../lib/clock.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { plainText } from '../../lib/plain-text.ts';
import type { ReactionKind, ReactionRef } from './service.ts';

const REPEAT_GAP_MS = 60_000;

/**
 * Stores the answer. The reaction check, the once-a-minute check and the insert are one
 * transaction, so two answers sent at once cannot both pass the gap.
 */
export async function saveFeedback(
  db: Db,
  userId: number,
  ref: ReactionRef,
  kind: ReactionKind,
  reasons: string[],
  rawText: string,
): Promise<void> {
  const text = plainText(rawText);
  if (!reasons.length && !text) throw httpError(400, 'Feedback is empty');
  await db.transaction(async (tx) => {
    const own = await one(
      tx
        .select({ value: reactions.value })
        .from(reactions)
        .where(and(eq(reactions.userId, userId), eq(reactions.targetType, ref.type), eq(reactions.targetId, ref.id))),
    );
    if (own?.value !== (kind === 'like' ? 1 : -1)) throw httpError(400, 'No reaction to answer about');
    const last = await one(
      tx
        .select({ createdAt: reactionFeedback.createdAt })
        .from(reactionFeedback)
        .where(
          and(
            eq(reactionFeedback.userId, userId),
            eq(reactionFeedback.targetType, ref.type),
            eq(reactionFeedback.targetId, ref.id),
          ),
        )
        .orderBy(desc(reactionFeedback.id))
        .limit(1),
    );
    if (last && nowMs() - Date.parse(last.createdAt) < REPEAT_GAP_MS) throw httpError(429, 'Feedback already sent');
    await tx.insert(reactionFeedback).values({
      userId,
      targetType: ref.type,
      targetId: ref.id,
      kind,
      reasons: [...new Set(reasons)],
      text,
      createdAt: nowIso(),
    });
    await emitSocialEvent(tx, 'reaction.feedback', { userId, target: ref, kind });
  });
}
