// Writes a pull's course steps, quiz answers (with verdicts) and current quiz attempts into
// the device store: states only move forward, a server verdict replaces a pending answer.
import {
  attemptWins, isAttemptMeta, mergeProgress, pulledAnswerRows, pulledAttempts, pulledProgressRows, quizAttemptMetaKey,
} from '../sync/client/learning-rows.ts';
import type { PullResponse } from '../sync/protocol/envelopes.ts';
import type { SyncDb } from './sync-db.ts';

export async function writePulledLearning(db: SyncDb, owner: string, response: PullResponse): Promise<void> {
  const progress = pulledProgressRows(owner, response);
  const answers = pulledAnswerRows(owner, response);
  const attempts = pulledAttempts(response);
  if (progress.length === 0 && answers.length === 0 && attempts.size === 0) return;
  await db.transaction('rw', [db.courseProgress, db.quizAnswers, db.syncMeta], async () => {
    for (const row of progress) await db.courseProgress.put(mergeProgress(await db.courseProgress.get(row.key), row));
    for (const row of answers) {
      const existing = await db.quizAnswers.get(row.key);
      await db.quizAnswers.put(existing ? { ...existing, ...row } : row);
    }
    for (const [quizId, meta] of attempts) {
      const key = quizAttemptMetaKey(owner, quizId);
      const held = (await db.syncMeta.get(key))?.value;
      if (attemptWins(isAttemptMeta(held) ? held : undefined, meta)) await db.syncMeta.put({ key, value: meta });
    }
  });
}
