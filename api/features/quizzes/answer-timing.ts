// Whether an answer in a timed round is late. Client clocks are trusted only within reason:
// - An answer that reaches the server at once (REST, or a sync push received within
//   ONLINE_WINDOW_MS of the device's claimed answer time) is judged by the server's clock: the
//   round's start as the server recorded it (or this answer, for a round started offline) and
//   the moment the server received it.
// - An answer made offline (pushed later) is judged from the device's own times of that attempt:
//   its start of the round and its answer time, both on the device's clock, so a wrong device
//   clock cancels out. Such claims are refused (400) when impossible: an answer before the
//   round's start, a round start before the attempt's start, or an answer after its receipt.
//   Without the device's round start an answer is judged as online (server time).
import type { Db } from '../../../db/store.ts';
import { ROUND_GRACE_SECONDS } from '../../../sync/rules/learning.ts';
import { CLIENT_SKEW_MS } from '../../lib/client-time.ts';
import { httpError } from '../../lib/http-error.ts';
import { deadlineOf, isPastDeadline, startRound, type AttemptRow } from './attempt-service.ts';
import type { RoundFull } from './quiz-load.ts';

const ONLINE_WINDOW_MS = 30_000;
const IMPOSSIBLE_TIME_DETAIL = 'Impossible answer time';

export interface AnswerTiming {
  /** When the server received the answer (its own clock). */
  receivedAt: string;
  /** What the device claims (sync only): its answer time and its start of the round. */
  device?: { answeredAt: string; roundStartedAt?: string };
}

/** The device's times when the answer waited offline and carries them; null: judge by server time. */
export function offlineTimes(timing: AnswerTiming): { answeredMs: number; startedMs: number } | null {
  const device = timing.device;
  if (!device?.roundStartedAt) return null;
  const answeredMs = Date.parse(device.answeredAt);
  if (Date.parse(timing.receivedAt) - answeredMs <= ONLINE_WINDOW_MS) return null;
  return { answeredMs, startedMs: Date.parse(device.roundStartedAt) };
}

/** Judges lateness and records the round's start (the first one stands). Throws 400 for impossible claims. */
export async function isLate(
  db: Db,
  attempt: AttemptRow,
  round: Pick<RoundFull, 'id' | 'timeLimit'>,
  timing: AnswerTiming,
): Promise<boolean> {
  if (round.timeLimit === null) return false;
  const offline = offlineTimes(timing);
  if (offline) {
    const { answeredMs, startedMs } = offline;
    const impossible =
      answeredMs < startedMs - CLIENT_SKEW_MS ||
      startedMs < Date.parse(attempt.startedAt) - CLIENT_SKEW_MS ||
      answeredMs > Date.parse(timing.receivedAt) + CLIENT_SKEW_MS;
    if (impossible) throw httpError(400, IMPOSSIBLE_TIME_DETAIL);
    await startRound(db, attempt.id, round.id, new Date(startedMs).toISOString());
    return answeredMs - startedMs > (round.timeLimit + ROUND_GRACE_SECONDS) * 1000;
  }
  const startedAt = await startRound(db, attempt.id, round.id, timing.receivedAt);
  return isPastDeadline(deadlineOf(round, startedAt), Date.parse(timing.receivedAt));
}
