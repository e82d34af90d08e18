// The 'quiz-answer' mutation through POST /api/sync/push and its pull: answers given offline land
// in one attempt by its key, the first answer stands (a replayed push and a second answer change
// nothing), verdicts reach a second device by pull, and offline timing uses the client's time.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { quizAnswers, quizAttempts } from '../../../db/schema/learning.ts';
import { pullResponse } from '../../../sync/protocol/envelopes.ts';
import { ROUND_GRACE_SECONDS } from '../../../sync/rules/learning.ts';
import { pushMutations, type TestMutation } from '../../testing/sync-push.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { currentChangeVersion } from '../../lib/change-version.ts';
import { loadQuiz, type QuestionFull, type QuizFull } from './quiz-load.ts';

const t = fileTestApp();

type Mutation = TestMutation;
const answerOf = (
  id: number,
  quizId: number,
  questionId: number,
  answer: unknown,
  attemptKey: string,
  at = new Date().toISOString(),
  startedAt?: string,
): Mutation => ({
  id,
  name: 'quiz-answer',
  args: { quiz_id: quizId, question_id: questionId, answer, attempt_key: attemptKey, started_at: startedAt },
  at,
});

const push = (token: string, client: string, mutations: Mutation[]) => pushMutations(t, token, client, mutations);

async function quiz(slug: string): Promise<QuizFull> {
  const full = await loadQuiz(t.deps.db, { slug });
  if (!full) throw new Error(`no quiz ${slug}`);
  return full;
}
const right = (q: QuestionFull) =>
  q.kind === 'text'
    ? q.acceptedAnswers[0]
    : q.kind === 'single'
      ? q.options.find((o) => o.isCorrect)?.id
      : q.options.filter((o) => o.isCorrect).map((o) => o.id);
const wrong = (q: QuestionFull) =>
  q.kind === 'text'
    ? 'не знаю'
    : q.kind === 'single'
      ? q.options.find((o) => !o.isCorrect)?.id
      : [q.options.find((o) => !o.isCorrect)?.id];

describe('quiz-answer', () => {
  it('stores the first answer once; a replay and a second answer change nothing; pull returns both lists', async () => {
    const full = await quiz('kletka-i-dnk');
    const [q1, q2] = [...full.questions.values()] as [QuestionFull, QuestionFull];
    const { token, userId } = await t.signUp();
    const key = randomUUID();
    const client = randomUUID();
    const batch = [answerOf(1, full.quiz.id, q1.id, right(q1), key), answerOf(2, full.quiz.id, q2.id, wrong(q2), key)];
    const first = await push(token, client, batch);
    // The verdicts come back at once, for the device to show without waiting for a pull.
    expect(first.results).toEqual([
      {
        id: 1,
        status: 'applied',
        value: { correct: true, late: false, correct_answer: right(q1), explanation: q1.explanation },
      },
      {
        id: 2,
        status: 'applied',
        value: { correct: false, late: false, correct_answer: right(q2), explanation: q2.explanation },
      },
    ]);
    const stored = () => t.deps.db.select().from(quizAnswers).where(eq(quizAnswers.userId, userId));
    const before = await stored();
    expect(before.map((a) => [a.questionId, a.correct])).toEqual([
      [q1.id, true],
      [q2.id, false],
    ]);
    const version = await currentChangeVersion(t.deps.db, userId);

    expect(await push(token, client, batch)).toEqual(first);
    const changed = await push(token, client, [answerOf(3, full.quiz.id, q2.id, right(q2), key)]);
    expect(changed.results).toMatchObject([{ id: 3, status: 'applied', value: { correct: false } }]);
    const otherDevice = await push(token, randomUUID(), [answerOf(1, full.quiz.id, q2.id, right(q2), key)]);
    expect(otherDevice.results).toMatchObject([{ id: 1, status: 'applied', value: { correct: false } }]);
    expect(await stored()).toEqual(before);
    expect(await currentChangeVersion(t.deps.db, userId)).toBe(version);
    expect(
      (await t.deps.db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId))).map((a) => a.attemptKey),
    ).toEqual([key]);

    const pulled = (await (await t.call('GET', '/api/sync/pull?cookie=0', { token })).json()) as {
      quiz_attempts: unknown[];
      quiz_answers: unknown[];
      course_steps: unknown[];
    };
    expect(pulled.quiz_attempts).toEqual([
      { quiz_id: full.quiz.id, attempt_key: key, number: 1, started_at: expect.any(String), finished_at: null },
    ]);
    expect(pulled.quiz_answers).toEqual([
      {
        quiz_id: full.quiz.id,
        question_id: q1.id,
        attempt_key: key,
        answer: right(q1),
        correct: true,
        late: false,
        correct_answer: right(q1),
        answered_at: expect.any(String),
      },
      {
        quiz_id: full.quiz.id,
        question_id: q2.id,
        attempt_key: key,
        answer: wrong(q2),
        correct: false,
        late: false,
        correct_answer: right(q2),
        answered_at: expect.any(String),
      },
    ]);
    expect(v.safeParse(pullResponse, pulled).success).toBe(true);
    const page = (await (await t.call('GET', `/api/quiz/${full.quiz.id}`, { token })).json()) as {
      attempt: { key: string };
      answers: unknown[];
    };
    expect(page.attempt.key).toBe(key);
    expect(page.answers).toHaveLength(2);
  });

  it('rejects an attempt key of another quiz and an answer of the wrong shape', async () => {
    const a = await quiz('fizika-vokrug-nas');
    const b = await quiz('ekologiya-planety');
    const qa = [...a.questions.values()][0] as QuestionFull;
    const qb = [...b.questions.values()][0] as QuestionFull;
    const { token } = await t.signUp();
    const key = randomUUID();
    const res = await push(token, randomUUID(), [
      answerOf(1, a.quiz.id, qa.id, right(qa), key),
      answerOf(2, b.quiz.id, qb.id, right(qb), key),
      answerOf(3, b.quiz.id, qb.id, 'слово', randomUUID()),
      answerOf(4, 999_999, qb.id, 1, randomUUID()),
    ]);
    expect(res.results).toEqual([
      {
        id: 1,
        status: 'applied',
        value: { correct: true, late: false, correct_answer: right(qa), explanation: qa.explanation },
      },
      { id: 2, status: 'rejected', detail: 'Attempt belongs to another quiz' },
      { id: 3, status: 'rejected', detail: 'Invalid answer' },
      { id: 4, status: 'rejected', detail: 'Quiz not found' },
    ]);
  });

  it("times offline answers in a timed round by the device's own start and answer times", async () => {
    const full = await quiz('matematika-razminka');
    const timed = full.rounds.find((r) => r.timeLimit !== null);
    if (!timed?.timeLimit) throw new Error('no timed round');
    const [q1, q2] = timed.questions as [QuestionFull, QuestionFull];
    const { token } = await t.signUp();
    const key = randomUUID();
    const start = Date.now() - 3_600_000;
    const started = new Date(start).toISOString();
    const res = await push(token, randomUUID(), [
      answerOf(1, full.quiz.id, q1.id, right(q1), key, new Date(start + 1000).toISOString(), started),
      answerOf(
        2,
        full.quiz.id,
        q2.id,
        right(q2),
        key,
        new Date(start + (timed.timeLimit + ROUND_GRACE_SECONDS + 1) * 1000).toISOString(),
        started,
      ),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const pulled = (await (await t.call('GET', '/api/sync/pull', { token })).json()) as {
      quiz_answers: { question_id: number; correct: boolean; late: boolean }[];
    };
    expect(pulled.quiz_answers.map((a) => [a.question_id, a.correct, a.late])).toEqual([
      [q1.id, true, false],
      [q2.id, false, true],
    ]);
  });
});
