// API tests of quizzes on a real temporary database with the demo seed: the catalogue, that no
// correct answer leaves the server before its question is answered, scoring of every kind,
// the first answer standing, results and restart (time limits: time-limit.test.ts).
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { loadQuiz, type QuestionFull, type QuizFull } from './quiz-load.ts';

const t = fileTestApp();

async function quiz(slug: string): Promise<QuizFull> {
  const full = await loadQuiz(t.deps.db, { slug });
  if (!full) throw new Error(`no quiz ${slug}`);
  return full;
}
const questions = (full: QuizFull) => [...full.questions.values()];
const correctIds = (q: QuestionFull) => q.options.filter((o) => o.isCorrect).map((o) => o.id);
const wrongId = (q: QuestionFull) => q.options.find((o) => !o.isCorrect)?.id ?? 0;
function firstOf(full: QuizFull, kind: QuestionFull['kind']): QuestionFull {
  const q = questions(full).find((x) => x.kind === kind);
  if (!q) throw new Error(`no ${kind} question`);
  return q;
}

interface Verdict {
  question_id: number;
  correct: boolean;
  late: boolean;
  repeated: boolean;
  correct_answer: unknown;
  answer: unknown;
  score: number;
  max_score: number;
  attempt: { key: string; number: number; finished: boolean };
}

async function answer(
  token: string | undefined,
  quizId: number,
  questionId: number,
  value: unknown,
  attemptKey?: string,
) {
  return t.call('POST', `/api/quiz/${quizId}/answer`, {
    token,
    body: { question_id: questionId, answer: value, ...(attemptKey ? { attempt_key: attemptKey } : {}) },
  });
}
async function verdict(token: string, quizId: number, questionId: number, value: unknown): Promise<Verdict> {
  const res = await answer(token, quizId, questionId, value);
  expect(res.status).toBe(200);
  return (await res.json()) as Verdict;
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

describe('GET /api/quiz/catalog', () => {
  it('lists at least ten quizzes with the caption, difficulty names, and filters by difficulty', async () => {
    const all = (await (await t.call('GET', '/api/quiz/catalog?limit=50')).json()) as {
      list: { type: { label: string }; difficulty: { id: number; name: string }; questions_count: number }[];
      total: number;
    };
    expect(all.total).toBeGreaterThanOrEqual(10);
    expect(new Set(all.list.map((q) => q.difficulty.name))).toEqual(new Set(['низкая', 'средняя', 'высокая']));
    expect(all.list.every((q) => q.type.label === 'Тренажер' && q.questions_count > 0)).toBe(true);
    const hard = (await (await t.call('GET', '/api/quiz/catalog?difficulty=3')).json()) as typeof all;
    expect(hard.total).toBeGreaterThan(0);
    expect(hard.list.every((q) => q.difficulty.name === 'высокая')).toBe(true);
    const page = (await (await t.call('GET', '/api/quiz/catalog?limit=3&offset=3')).json()) as typeof all;
    expect(page.list).toHaveLength(3);
    expect(keysOf(all)).not.toContain('questions');
  });

  it('gives a banner quiz and finds a quiz by slug', async () => {
    const banner = (await (await t.call('GET', '/api/quiz/get_for_banner')).json()) as {
      quiz: { slug: string; type: { label: string } };
    };
    expect(banner.quiz.slug).toBe('solnechnaya-sistema');
    const bySlug = await t.call('GET', '/api/quiz/slug/solnechnaya-sistema');
    expect(((await bySlug.json()) as { id: number }).id).toBe((await quiz('solnechnaya-sistema')).quiz.id);
    expect((await t.call('GET', '/api/quiz/slug/net-takogo')).status).toBe(404);
  });
});

describe('correct answers stay on the server until answered', () => {
  it('sends no correct flags, accepted answers or explanations in /quiz/{id}, then reveals only the answered question', async () => {
    const full = await quiz('solnechnaya-sistema');
    const { token } = await t.signUp();
    const res = await t.call('GET', `/api/quiz/${full.quiz.id}`, { token });
    const text = await res.text();
    const body = JSON.parse(text) as {
      rounds: { questions: { options: object[] }[] }[];
      answers: unknown[];
      attempt: unknown;
    };
    const forbidden = [
      'is_correct',
      'isCorrect',
      'correct',
      'correct_answer',
      'accepted_answers',
      'acceptedAnswers',
      'explanation',
    ];
    expect(keysOf(body).filter((k) => forbidden.includes(k))).toEqual([]);
    for (const q of questions(full).filter((x) => x.kind === 'text'))
      expect(text.toLowerCase()).not.toContain(q.acceptedAnswers[0]);
    expect(body.rounds[0]?.questions[0]?.options[0]).toEqual({ id: expect.any(Number), text: expect.any(String) });
    expect(body).toMatchObject({ answers: [], attempt: null });

    const single = firstOf(full, 'single');
    await verdict(token, full.quiz.id, single.id, correctIds(single)[0]);
    const after = (await (await t.call('GET', `/api/quiz/${full.quiz.id}`, { token })).json()) as {
      answers: { question_id: number; correct_answer: unknown }[];
    };
    expect(after.answers).toEqual([
      expect.objectContaining({ question_id: single.id, correct_answer: correctIds(single)[0] }),
    ]);
    const result = (await (await t.call('GET', `/api/quiz/${full.quiz.id}/result`, { token })).json()) as {
      questions: { question_id: number; correct_answer: unknown }[];
    };
    expect(result.questions.filter((q) => q.correct_answer !== null).map((q) => q.question_id)).toEqual([single.id]);
  });
});

describe('POST /api/quiz/{id}/answer', () => {
  it('scores single, multiple and text answers (case, spaces and ё/е ignored)', async () => {
    const full = await quiz('solnechnaya-sistema');
    const { token } = await t.signUp();
    const single = firstOf(full, 'single');
    const multi = firstOf(full, 'multiple');
    const typed = firstOf(full, 'text');
    const wrong = await verdict(token, full.quiz.id, single.id, wrongId(single));
    expect(wrong).toMatchObject({
      correct: false,
      late: false,
      repeated: false,
      correct_answer: correctIds(single)[0],
      score: 0,
      max_score: full.questions.size,
    });
    const partial = await verdict(token, full.quiz.id, multi.id, correctIds(multi).slice(1));
    expect(partial).toMatchObject({ correct: false, correct_answer: correctIds(multi) });
    const shout = `  ${(typed.acceptedAnswers[0] ?? '').toUpperCase()}  `;
    expect(await verdict(token, full.quiz.id, typed.id, shout)).toMatchObject({
      correct: true,
      correct_answer: typed.acceptedAnswers[0],
      score: 1,
    });

    const other = (await t.signUp()).token;
    const exact = await verdict(other, full.quiz.id, multi.id, [...correctIds(multi)].reverse());
    expect(exact.correct).toBe(true);
    const ice = await quiz('velikie-otkrytiya');
    const iceQ = questions(ice).find((q) => q.acceptedAnswers.includes('Лёд'));
    if (!iceQ) throw new Error('no ice question');
    expect((await verdict(other, ice.quiz.id, iceQ.id, ' ЛЕД ')).correct).toBe(true);
  });

  it('keeps the first answer: a second one changes nothing', async () => {
    const full = await quiz('chelovecheskoe-telo');
    const { token } = await t.signUp();
    const q = firstOf(full, 'single');
    const first = await verdict(token, full.quiz.id, q.id, wrongId(q));
    const second = await verdict(token, full.quiz.id, q.id, correctIds(q)[0]);
    expect(second).toMatchObject({ correct: false, repeated: true, answer: wrongId(q), score: 0 });
    expect(second.attempt.key).toBe(first.attempt.key);
  });

  it('answers into the attempt named by attempt_key, made on its first answer', async () => {
    const full = await quiz('fizika-vokrug-nas');
    const other = await quiz('ekologiya-planety');
    const { token } = await t.signUp();
    const key = crypto.randomUUID();
    const q = firstOf(full, 'single');
    const res = (await (await answer(token, full.quiz.id, q.id, correctIds(q)[0], key)).json()) as Verdict;
    expect(res.attempt).toMatchObject({ key, number: 1 });
    const foreign = await answer(
      token,
      other.quiz.id,
      firstOf(other, 'single').id,
      correctIds(firstOf(other, 'single'))[0],
      key,
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ detail: 'Attempt belongs to another quiz' });
  });

  it('refuses anonymous answers, unknown questions and answers of the wrong shape', async () => {
    const full = await quiz('ekologiya-planety');
    const other = await quiz('fizika-vokrug-nas');
    const { token } = await t.signUp();
    const q = firstOf(full, 'single');
    expect((await answer(undefined, full.quiz.id, q.id, correctIds(q)[0])).status).toBe(401);
    expect((await answer(token, full.quiz.id, firstOf(other, 'single').id, 1)).status).toBe(404);
    const foreign = await answer(token, full.quiz.id, q.id, correctIds(firstOf(other, 'single'))[0]);
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ detail: 'Invalid answer' });
    expect((await answer(token, full.quiz.id, q.id, 'текст')).status).toBe(400);
    expect((await answer(token, full.quiz.id, firstOf(full, 'multiple').id, [])).status).toBe(400);
    expect((await answer(token, full.quiz.id, firstOf(full, 'text').id, '   ')).status).toBe(400);
  });
});

describe('results, completion and restart', () => {
  it('finishes when every question is answered, then restarts into a new empty attempt', async () => {
    const full = await quiz('informatika-osnovy');
    const { token } = await t.signUp();
    const list = questions(full);
    for (const [i, q] of list.entries()) {
      const right = i % 2 === 0;
      const value =
        q.kind === 'text'
          ? right
            ? q.acceptedAnswers[0]
            : 'не знаю'
          : q.kind === 'single'
            ? right
              ? correctIds(q)[0]
              : wrongId(q)
            : right
              ? correctIds(q)
              : [wrongId(q)];
      await verdict(token, full.quiz.id, q.id, value);
    }
    const expected = list.filter((_, i) => i % 2 === 0).length;
    const result = (await (await t.call('GET', `/api/quiz/${full.quiz.id}/result`, { token })).json()) as {
      finished: boolean;
      score: number;
      max_score: number;
      questions: { correct_answer: unknown }[];
      attempt: { number: number };
    };
    expect(result).toMatchObject({ finished: true, score: expected, max_score: list.length, attempt: { number: 1 } });
    expect(result.questions.every((q) => q.correct_answer !== null)).toBe(true);
    expect(await (await t.call('GET', `/api/quiz/${full.quiz.id}/get_completed`, { token })).json()).toEqual({
      completed: true,
      attempts: 1,
      best_score: expected,
      max_score: list.length,
    });

    const restarted = await t.call('DELETE', `/api/quiz/${full.quiz.id}/restart`, { token });
    expect(await restarted.json()).toMatchObject({
      finished: false,
      score: 0,
      answered_count: 0,
      attempt: { number: 2 },
    });
    const page = (await (await t.call('GET', `/api/quiz/${full.quiz.id}`, { token })).json()) as {
      answers: unknown[];
      completed: boolean;
      attempt: { number: number };
    };
    expect(page).toMatchObject({ answers: [], completed: true, attempt: { number: 2 } });
    const again = await verdict(
      token,
      full.quiz.id,
      list[0]?.id ?? 0,
      list[0]?.kind === 'text' ? list[0].acceptedAnswers[0] : correctIds(list[0] as QuestionFull)[0],
    );
    expect(again).toMatchObject({ repeated: false, attempt: { number: 2 } });
  });

  it('answers the completed flag for visitors and 401 / 404 for results without an attempt', async () => {
    const full = await quiz('energiya-budushchego');
    expect(await (await t.call('GET', `/api/quiz/${full.quiz.id}/get_completed`)).json()).toEqual({
      completed: false,
      attempts: 0,
      best_score: null,
      max_score: full.questions.size,
    });
    expect((await t.call('GET', `/api/quiz/${full.quiz.id}/result`)).status).toBe(401);
    const { token } = await t.signUp();
    expect(await (await t.call('GET', `/api/quiz/${full.quiz.id}/result`, { token })).json()).toEqual({
      detail: 'Quiz not started',
    });
  });
});
