// The optional answer to the popup after a like or dislike, stored for the staff area (a later
// issue reads reaction_feedback). Only someone who reacted that way may answer, once a minute.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { reactionFeedback, reactions } from '../../../db/schema/reactions.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { plainText } from '../../lib/plain-text.ts';
import type { ReactionKind, ReactionRef } from './service.ts';

const REPEAT_GAP_MS = 60_000;

export function saveFeedback(
  db: Db,
  userId: number,
  ref: ReactionRef,
  kind: ReactionKind,
  reasons: string[],
  rawText: string,
) {
  const text = plainText(rawText);
  if (!reasons.length && !text) throw httpError(400, 'Feedback is empty');
  const own = db
    .select({ value: reactions.value })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), eq(reactions.targetType, ref.type), eq(reactions.targetId, ref.id)))
    .get();
  if (own?.value !== (kind === 'like' ? 1 : -1)) throw httpError(400, 'No reaction to answer about');
  const last = db
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
    .get();
  if (last && Date.now() - Date.parse(last.createdAt) < REPEAT_GAP_MS) throw httpError(429, 'Feedback already sent');
  db.insert(reactionFeedback)
    .values({ userId, targetType: ref.type, targetId: ref.id, kind, reasons: [...new Set(reasons)], text })
    .run();
  emitSocialEvent(db, 'reaction.feedback', { userId, target: ref, kind });
}
