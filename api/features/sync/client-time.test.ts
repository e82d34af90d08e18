// Client clocks are trusted only within a small skew (issue 10, item 7): a claimed time is clamped
// to the server's receive time for newest-wins rules (both kept), and a timed quiz answer is judged
// by server time when pushed at once, by the device's own times when made offline, and refused
// when those times are impossible.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { quizAttempts, quizRoundStarts } from '../../../db/schema/learning.ts';
import { pageAudios } from '../../../db/schema/content.ts';
import { syncMutations } from '../../../db/schema/sync.ts';
import { one } from '../../../db/store.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { mutation, pushMutations } from '../../testing/sync-push.ts';
import { loadQuiz, type QuestionFull } from '../quizzes/quiz-load.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const ago = (s: number) => new Date(Date.now() - s * 1000).toISOString();

describe('clamped client time', () => {
  it('an audio position dated 2099 no longer pins the value; both times are kept', async () => {
    const audio = await one(t.deps.db.select({ id: pageAudios.id }).from(pageAudios).limit(1));
    if (!audio) throw new Error('no audio in the seed');
    const { token } = await t.signUp();
    const client = randomUUID();
    const future = '2099-01-01T00:00:00.000Z';
    await pushMutations(t, token, client, [
      mutation(1, 'audio-position-set', { audio_id: audio.id, position: 50, at: future }, future),
    ]);
    await new Promise((r) => setTimeout(r, 5));
    const later = await pushMutations(t, token, client, [
      mutation(2, 'audio-position-set', { audio_id: audio.id, position: 80 }),
    ]);
    expect(later.results).toEqual([{ id: 2, status: 'applied' }]);
    const saved = await (await t.call('GET', `/api/audio-position/${audio.id}`, { token })).json();
    expect(saved.position).toBe(80);
    const log = await one(
      t.deps.db
        .select()
        .from(syncMutations)
        .where(and(eq(syncMutations.clientId, client), eq(syncMutations.mutationId, 1))),
    );
    expect(log?.clientAt).toBe(future);
    expect(Date.parse(log?.at ?? '')).toBeLessThan(Date.parse(future));
    expect(Math.abs(Date.parse(log?.at ?? '') - Date.now())).toBeLessThan(60_000);
  });
});

describe('timed quiz answers through sync', () => {
  const full = async () => {
    const q = await loadQuiz(t.deps.db, { slug: 'velikie-otkrytiya' });
    const timed = q?.rounds.find((r) => r.timeLimit !== null);
    if (!q || !timed?.timeLimit) throw new Error('no timed quiz');
    return { q, timed, limit: timed.timeLimit, questions: timed.questions as QuestionFull[] };
  };
  const correct = (q: QuestionFull) =>
    q.kind === 'text'
      ? q.acceptedAnswers[0]
      : q.kind === 'single'
        ? q.options.find((o) => o.isCorrect)?.id
        : q.options.filter((o) => o.isCorrect).map((o) => o.id);
  const answer = (id: number, quizId: number, q: QuestionFull, key: string, at: string, startedAt?: string) =>
    mutation(
      id,
      'quiz-answer',
      { quiz_id: quizId, question_id: q.id, answer: correct(q), attempt_key: key, started_at: startedAt },
      at,
    );

  /** Starts the round online (server time), then moves its start `seconds` into the past. */
  async function startedAgo(token: string, quizId: number, roundId: number, seconds: number): Promise<string> {
    const res = await t.call('DELETE', `/api/quiz/${quizId}/start?round_id=${roundId}`, { token });
    const key = ((await res.json()) as { attempt: { key: string } }).attempt.key;
    const attempt = await one(t.deps.db.select().from(quizAttempts).where(eq(quizAttempts.attemptKey, key)));
    if (!attempt) throw new Error('no attempt');
    await t.deps.db
      .update(quizAttempts)
      .set({ startedAt: ago(seconds) })
      .where(eq(quizAttempts.id, attempt.id));
    await t.deps.db
      .update(quizRoundStarts)
      .set({ startedAt: ago(seconds) })
      .where(and(eq(quizRoundStarts.attemptId, attempt.id), eq(quizRoundStarts.roundId, roundId)));
    return key;
  }

  it('judges an answer pushed online by server time, whatever time it claims (the finding)', async () => {
    const { q, timed, limit, questions } = await full();
    const { token } = await t.signUp();
    const key = await startedAgo(token, q.quiz.id, timed.id, limit + 90);
    // Claims to be answered 10 s after the start, inside the limit; the server received it long after.
    const res = await pushMutations(t, token, randomUUID(), [
      answer(1, q.quiz.id, questions[0] as QuestionFull, key, ago(limit + 80)),
    ]);
    expect(res.results).toMatchObject([{ id: 1, status: 'applied', value: { late: true, correct: false } }]);
  });

  it("judges an answer made offline by the device's own start and answer times", async () => {
    const { q, timed, limit, questions } = await full();
    const { token } = await t.signUp();
    const key = await startedAgo(token, q.quiz.id, timed.id, 3600);
    const started = ago(3600);
    const res = await pushMutations(t, token, randomUUID(), [
      answer(1, q.quiz.id, questions[0] as QuestionFull, key, ago(3590), started),
      answer(2, q.quiz.id, questions[1] as QuestionFull, key, ago(3600 - limit - 30), started),
    ]);
    expect(res.results).toMatchObject([
      { id: 1, status: 'applied', value: { late: false, correct: true } },
      { id: 2, status: 'applied', value: { late: true, correct: false } },
    ]);
  });

  it('refuses an offline answer whose claimed times are impossible', async () => {
    const { q, timed, questions } = await full();
    const { token } = await t.signUp();
    const key = await startedAgo(token, q.quiz.id, timed.id, 600);
    const [q1, q2] = questions as [QuestionFull, QuestionFull];
    const res = await pushMutations(t, token, randomUUID(), [
      // Answered before the round started.
      answer(1, q.quiz.id, q1, key, ago(500), ago(300)),
      // The round started (it says) before the attempt did.
      answer(2, q.quiz.id, q2, key, ago(3500), ago(3600)),
    ]);
    expect(res.results).toEqual([
      { id: 1, status: 'rejected', detail: 'Impossible answer time' },
      { id: 2, status: 'rejected', detail: 'Impossible answer time' },
    ]);
  });
});
