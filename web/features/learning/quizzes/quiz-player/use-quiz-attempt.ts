// The quiz state of one pupil on this device: the attempt answered in, its answers (pending or
// checked), the round timers. The server's attempt and verdicts, when fetched, are adopted.
import { useEffect } from 'react';
import { apiFetch } from '../../../../lib/api-client.ts';
import type { ApiResponse } from '../../../../lib/api-contract.ts';
import type { QuizDetail } from '../../../../lib/learning-types.ts';
import {
  adoptAttempt,
  newAttempt,
  readAnswers,
  readAttempt,
  readRoundStarts,
  saveVerdicts,
  setAttempt,
  startRoundTimer,
  type AnswerRecord,
} from '../../learning-store.ts';
import { useDeviceNow, useDeviceQuery } from '../../../../lib/device-query.ts';

export function useQuizAttempt(quiz: QuizDetail, owner: string | null) {
  useDeviceNow(owner !== null);
  const attempt = useDeviceQuery(async () => (owner ? readAttempt(owner, quiz.id) : null), [owner, quiz.id]);
  const key = attempt?.key ?? null;
  const answers = useDeviceQuery(
    async () => (owner && key ? readAnswers(owner, key, quiz.id) : new Map<number, AnswerRecord>()),
    [owner, key, quiz.id],
  );
  const roundStarts = useDeviceQuery(
    async () => (owner && key ? readRoundStarts(owner, key) : new Map<number, string>()),
    [owner, key],
  );

  useEffect(() => {
    const server = quiz.attempt;
    // Only a copy fetched for this pupil carries their attempt (a shared device keeps others').
    if (!owner || !server || quiz.fetchedFor !== owner) return;
    void (async () => {
      await adoptAttempt(owner, quiz.id, { key: server.key, number: server.number });
      await saveVerdicts(owner, server.key, quiz.id, quiz.answers);
      for (const r of server.rounds ?? [])
        if (r.startedAt) await startRoundTimer(owner, server.key, r.roundId, r.startedAt);
    })();
  }, [owner, quiz]);

  /** Online: the server's attempt (its timers too); offline: one made on the device. */
  async function begin(restart: boolean): Promise<void> {
    if (!owner) return;
    try {
      const res = await apiFetch<ApiResponse<'/quiz/:id/start', 'delete'>>(
        `/quiz/${quiz.id}/${restart ? 'restart' : 'start'}`,
        {
          method: 'DELETE',
        },
      );
      await setAttempt(owner, quiz.id, res.attempt);
      for (const r of res.attempt.rounds ?? [])
        if (r.startedAt) await startRoundTimer(owner, res.attempt.key, r.roundId, r.startedAt);
    } catch {
      if (restart || !(await readAttempt(owner, quiz.id))) await newAttempt(owner, quiz.id);
    }
  }

  return {
    attempt,
    answers: answers ?? new Map<number, AnswerRecord>(),
    roundStarts: roundStarts ?? new Map<number, string>(),
    begin,
    loading: attempt === undefined,
  };
}
