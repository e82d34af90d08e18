// Round time limits over the API: DELETE /quiz/{id}/start starts a round's timer once, and an
// answer past the deadline (server time, plus the grace) is stored as late and not correct.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { quizRoundStarts } from '../../../db/schema/learning.ts';
import { ROUND_GRACE_SECONDS } from '../../../sync/rules/learning.ts';
import { advanceClock, setClock } from '../../lib/clock.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { loadQuiz, type QuestionFull, type QuizFull } from './quiz-load.ts';

const t = fileTestApp();
afterAll(() => setClock(null));

async function quiz(slug: string): Promise<QuizFull> {
  const full = await loadQuiz(t.deps.db, { slug });
  if (!full) throw new Error(`no quiz ${slug}`);
  return full;
}
const correctIds = (q: QuestionFull) => q.options.filter((o) => o.isCorrect).map((o) => o.id);

async function verdict(token: string, quizId: number, questionId: number, value: unknown) {
  const res = await t.call('POST', `/api/quiz/${quizId}/answer`, {
    token,
    body: { question_id: questionId, answer: value },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { correct: boolean; late: boolean; correct_answer: unknown };
}

describe('round time limits', () => {
  async function moveStart(attemptKey: string, full: QuizFull, roundId: number, secondsAgo: number) {
    const attempt = (await t.deps.db.get(sql`select id from quiz_attempts where attempt_key = ${attemptKey}`)) as {
      id: number;
    };
    const at = new Date(Date.now() - secondsAgo * 1000).toISOString();
    await t.deps.db
      .update(quizRoundStarts)
      .set({ startedAt: at })
      .where(and(eq(quizRoundStarts.attemptId, attempt.id), eq(quizRoundStarts.roundId, roundId)));
    expect(full.rounds.some((r) => r.id === roundId)).toBe(true);
  }

  it('starts the round timer once, and counts an answer past the deadline as late and wrong', async () => {
    const full = await quiz('velikie-otkrytiya');
    const timed = full.rounds.find((r) => r.timeLimit !== null);
    if (!timed?.timeLimit) throw new Error('no timed round');
    const { token } = await t.signUp();
    const start = await t.call('DELETE', `/api/quiz/${full.quiz.id}/start?round_id=${timed.id}`, { token });
    const state = (await start.json()) as {
      attempt: { key: string; rounds: { round_id: number; started_at: string | null; deadline: string | null }[] };
    };
    const timer = state.attempt.rounds.find((r) => r.round_id === timed.id);
    expect(timer?.started_at).not.toBeNull();
    expect(Date.parse(timer?.deadline ?? '') - Date.parse(timer?.started_at ?? '')).toBe(timed.timeLimit * 1000);
    const again = (await (
      await t.call('DELETE', `/api/quiz/${full.quiz.id}/start?round_id=${timed.id}`, { token })
    ).json()) as typeof state;
    expect(again.attempt.rounds.find((r) => r.round_id === timed.id)?.started_at).toBe(timer?.started_at);

    const [inGrace, late] = timed.questions;
    if (!inGrace || !late) throw new Error('timed round too short');
    const right = (q: QuestionFull) =>
      q.kind === 'text' ? q.acceptedAnswers[0] : q.kind === 'single' ? correctIds(q)[0] : correctIds(q);
    await moveStart(state.attempt.key, full, timed.id, timed.timeLimit + ROUND_GRACE_SECONDS - 2);
    expect(await verdict(token, full.quiz.id, inGrace.id, right(inGrace))).toMatchObject({
      correct: true,
      late: false,
    });
    await moveStart(state.attempt.key, full, timed.id, timed.timeLimit + ROUND_GRACE_SECONDS + 5);
    expect(await verdict(token, full.quiz.id, late.id, right(late))).toMatchObject({
      correct: false,
      late: true,
      correct_answer: right(late),
    });
    const result = (await (await t.call('GET', `/api/quiz/${full.quiz.id}/result`, { token })).json()) as {
      questions: { question_id: number; round_id: number; answered: boolean; correct_answer: unknown }[];
    };
    const missed = result.questions.filter((q) => q.round_id === timed.id && !q.answered);
    expect(missed.every((q) => q.correct_answer !== null)).toBe(true);
    const untimed = result.questions.filter((q) => q.round_id !== timed.id);
    expect(untimed.every((q) => q.correct_answer === null)).toBe(true);
  });

  it("takes an answer at the deadline plus the grace, on the server's clock, as in time, and one a second later as late", async () => {
    setClock(Date.parse('2026-03-02T09:00:00.000Z'));
    try {
      const full = await quiz('velikie-otkrytiya');
      const timed = full.rounds.find((r) => r.timeLimit !== null);
      if (!timed?.timeLimit) throw new Error('no timed round');
      const [atEdge, past] = timed.questions;
      if (!atEdge || !past) throw new Error('timed round too short');
      const { token } = await t.signUp();
      const start = await t.call('DELETE', `/api/quiz/${full.quiz.id}/start?round_id=${timed.id}`, { token });
      const { attempt } = (await start.json()) as { attempt: { rounds: { round_id: number; deadline: string }[] } };
      expect(attempt.rounds.find((r) => r.round_id === timed.id)?.deadline).toBe(
        new Date(Date.parse('2026-03-02T09:00:00.000Z') + timed.timeLimit * 1000).toISOString(),
      );
      const right = (q: QuestionFull) =>
        q.kind === 'text' ? q.acceptedAnswers[0] : q.kind === 'single' ? correctIds(q)[0] : correctIds(q);
      advanceClock((timed.timeLimit + ROUND_GRACE_SECONDS) * 1000);
      expect(await verdict(token, full.quiz.id, atEdge.id, right(atEdge))).toMatchObject({
        correct: true,
        late: false,
      });
      advanceClock(1000);
      expect(await verdict(token, full.quiz.id, past.id, right(past))).toMatchObject({ correct: false, late: true });
    } finally {
      setClock(null);
    }
  });

  it('answers 404 to a round of another quiz', async () => {
    const full = await quiz('velikie-otkrytiya');
    const other = await quiz('zvyozdy-i-galaktiki');
    const { token } = await t.signUp();
    expect(
      (await t.call('DELETE', `/api/quiz/${full.quiz.id}/start?round_id=${other.rounds[0]?.id}`, { token })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/quiz/${full.quiz.id}/start`)).status).toBe(401);
  });
});
