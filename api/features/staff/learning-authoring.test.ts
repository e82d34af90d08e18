// Authoring courses and quizzes: drafts hidden until published (a course publishes its draft steps
// with it), search following every write, the lock rule, ids kept across saves so pupils' progress
// survives an edit, and the answer rules refused with our own detail.
import { afterEach, describe, expect, it } from 'vitest';
import { LENS_QUESTION } from '../../testing/quiz-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffMember } from './staff-fixtures.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const blitz = {
  title: 'Блиц по оптике',
  description: 'Линзы и зеркала',
  difficulty: 2,
  rounds: [
    {
      title: 'Разминка',
      questions: [{ ...LENS_QUESTION, explanation: 'Выпуклая' }],
    },
    {
      title: 'Блиц',
      time_limit: 60,
      questions: [{ kind: 'text', text: 'Как называется прибор для далёких звёзд?', accepted_answers: ['телескоп'] }],
    },
  ],
};

const found = async (query: string) =>
  JSON.stringify(await (await t.call('GET', `/api/search?query=${encodeURIComponent(query)}`)).json());

async function setup() {
  t = await createTestApp({ seed: false });
  const editor = await staffMember(t, 'editor');
  const as = (method: string, path: string, body?: unknown) => t.call(method, path, { token: editor.token, body });
  return { editor, as };
}

describe('authoring quizzes', () => {
  it('creates a draft quiz with a timed round, publishes it, and keeps ids across an edit', async () => {
    const { as } = await setup();
    const res = await as('POST', '/api/staff/content/quizzes', blitz);
    expect(res.status).toBe(201);
    const quiz = await res.json();
    expect(quiz).toMatchObject({ is_published: false, difficulty: 2 });
    expect(quiz.rounds[1]).toMatchObject({ title: 'Блиц', time_limit: 60 });
    expect(quiz.rounds[0].questions[0].options[0]).toMatchObject({ text: 'Выпуклая', is_correct: true });
    expect((await t.call('GET', `/api/quiz/${quiz.id}`)).status).toBe(404);
    expect(await found('оптика')).not.toContain('Блиц по оптике');

    await as('POST', `/api/staff/content/quizzes/${quiz.id}/publish`, { published: true });
    const open = await (await t.call('GET', `/api/quiz/${quiz.id}`)).json();
    expect(JSON.stringify(open)).toContain('Какая линза собирает лучи?');
    expect(JSON.stringify(open)).not.toContain('is_correct');
    expect(await found('оптика')).toContain('Блиц по оптике');

    const first = quiz.rounds[0].questions[0];
    const edited = {
      ...blitz,
      rounds: [
        {
          id: quiz.rounds[0].id,
          title: 'Разминка',
          questions: [
            {
              ...first,
              text: 'Какая линза собирает параллельные лучи?',
              options: [...first.options, { text: 'Плоская', is_correct: false }],
            },
          ],
        },
      ],
    };
    const after = await (await as('PUT', `/api/staff/content/quizzes/${quiz.id}`, edited)).json();
    expect(after.rounds).toHaveLength(1);
    expect(after.rounds[0].questions[0]).toMatchObject({
      id: first.id,
      text: 'Какая линза собирает параллельные лучи?',
    });
    expect(after.rounds[0].questions[0].options.map((o: { id: number }) => o.id).slice(0, 2)).toEqual(
      first.options.map((o: { id: number }) => o.id),
    );

    await as('POST', `/api/staff/content/quizzes/${quiz.id}/publish`, { published: false });
    expect((await t.call('GET', `/api/quiz/${quiz.id}`)).status).toBe(404);
    expect(await found('оптика')).not.toContain('Блиц по оптике');
  });

  it('replaces every round when an edit sends them without ids (the form sent anew)', async () => {
    const { as } = await setup();
    const quiz = await (await as('POST', '/api/staff/content/quizzes', blitz)).json();
    const res = await as('PUT', `/api/staff/content/quizzes/${quiz.id}`, blitz);
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after.rounds.map((r: { title: string }) => r.title)).toEqual(['Разминка', 'Блиц']);
    expect(after.rounds[0].id).not.toBe(quiz.rounds[0].id);
  });

  it('refuses a question without its correct answer, a foreign id and publishing an empty quiz', async () => {
    const { as } = await setup();
    const detail = async (body: unknown, status = 400) => {
      const res = await as('POST', '/api/staff/content/quizzes', body);
      expect(res.status).toBe(status);
      return (await res.json()).detail;
    };
    const round = (question: unknown) => ({ ...blitz, rounds: [{ title: '', questions: [question] }] });
    const options = [
      { text: 'А', is_correct: false },
      { text: 'Б', is_correct: false },
    ];
    expect(await detail(round({ kind: 'single', text: 'Вопрос', options }))).toBe(
      'rounds.0.questions.0: Mark one correct option',
    );
    expect(await detail(round({ kind: 'multiple', text: 'Вопрос', options }))).toBe(
      'rounds.0.questions.0: Mark a correct option',
    );
    expect(await detail(round({ kind: 'single', text: 'Вопрос', options: options.slice(1) }))).toBe(
      'rounds.0.questions.0: Two options required',
    );
    expect(await detail(round({ kind: 'text', text: 'Вопрос' }))).toBe(
      'rounds.0.questions.0: Accepted answer required',
    );
    expect(await detail({ ...blitz, difficulty: 4 })).toBe('difficulty: Too large');
    expect(await detail({ ...blitz, rounds: [{ ...blitz.rounds[1], time_limit: 1 }] })).toBe(
      'rounds.0.time_limit: Too small',
    );
    expect(await detail({ ...blitz, rounds: [{ id: 424242, questions: [] }] })).toBe('Unknown id');

    const empty = await (
      await as('POST', '/api/staff/content/quizzes', { ...blitz, title: 'Пусто', rounds: [{ questions: [] }] })
    ).json();
    const publish = await as('POST', `/api/staff/content/quizzes/${empty.id}/publish`, { published: true });
    expect(publish.status).toBe(409);
    expect(await publish.json()).toEqual({ detail: 'Quiz has no questions' });
  });
});

describe('authoring courses', () => {
  it('publishes a course with its draft step material and quiz, and keeps the step ids on an edit', async () => {
    const { as } = await setup();
    const material = await (
      await as('POST', '/api/staff/content/pages', {
        title: 'Как устроен телескоп',
        page_type_id: 3,
        content: [{ type: 'text', data: { html: '<p>Объектив и окуляр</p>' } }],
      })
    ).json();
    const quiz = await (await as('POST', '/api/staff/content/quizzes', blitz)).json();
    const body = {
      title: 'Курс юного астронома',
      description: 'Телескопы и наблюдения',
      steps: [
        { title: 'Телескоп', page_id: material.id },
        { title: 'Проверь себя', quiz_id: quiz.id },
      ],
    };
    const res = await as('POST', '/api/staff/content/courses', body);
    expect(res.status).toBe(201);
    const course = await res.json();
    expect(course.steps).toEqual([
      expect.objectContaining({ title: 'Телескоп', page_id: material.id, page_published: false }),
      expect.objectContaining({ title: 'Проверь себя', quiz_id: quiz.id, quiz_published: false }),
    ]);
    expect((await t.call('GET', `/api/course/${course.id}`)).status).toBe(404);
    expect(await found('юный астроном')).not.toContain('Курс юного астронома');

    const published = await (
      await as('POST', `/api/staff/content/courses/${course.id}/publish`, { published: true })
    ).json();
    expect(
      published.steps.map(
        (s: { page_published: boolean | null; quiz_published: boolean | null }) => s.page_published ?? s.quiz_published,
      ),
    ).toEqual([true, true]);
    expect(await found('юный астроном')).toContain('Курс юного астронома');

    const pupil = await t.signUp();
    const seen = await (await t.call('GET', `/api/course/${course.id}`, { token: pupil.token })).json();
    expect(seen.steps.map((s: { is_open: boolean }) => s.is_open)).toEqual([true, false]);
    const step = await (await t.call('GET', `/api/course_step/${course.steps[0].id}`, { token: pupil.token })).json();
    expect(JSON.stringify(step)).toContain('Объектив и окуляр');

    // The second step open from the start; the first keeps its id.
    const edited = {
      ...body,
      steps: [
        { id: course.steps[1].id, title: 'Проверь себя', quiz_id: quiz.id, always_open: true },
        { id: course.steps[0].id, title: 'Телескоп', page_id: material.id },
      ],
    };
    const reply = [
      { type: 'text', code: 'name', name: 'Имя', values: [], required: true },
      { type: 'select', code: 'grade', name: 'Класс', values: ['7', '8'], required: false },
    ];
    const after = await (await as('PUT', `/api/staff/content/courses/${course.id}`, { ...edited, form: reply })).json();
    expect(after.form).toEqual(reply);
    const form = await (await t.call('GET', `/api/course/${course.id}/form`)).json();
    expect(form.content).toEqual(reply);
    expect(after.steps.map((s: { id: number }) => s.id)).toEqual([course.steps[1].id, course.steps[0].id]);

    await as('POST', `/api/staff/content/courses/${course.id}/publish`, { published: false });
    expect((await t.call('GET', `/api/course/${course.id}`)).status).toBe(404);

    // Every write is in the audit log; publishing names the steps it published with the course.
    const admin = await staffMember(t, 'admin');
    const audit = await (await t.call('GET', '/api/staff/audit?limit=50', { token: admin.token })).json();
    const actions = audit.list.map((r: { action: string }) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['page.create', 'quiz.create', 'course.create', 'course.update', 'course.publish']),
    );
    expect(audit.list).toContainEqual(
      expect.objectContaining({
        action: 'course.publish',
        after: expect.objectContaining({
          is_published: true,
          published_steps: { pages: [material.id], quizzes: [quiz.id] },
        }),
      }),
    );
  });

  it('refuses a step without a target, an unknown material and a foreign step', async () => {
    const { as } = await setup();
    const detail = async (body: unknown) => {
      const res = await as('POST', '/api/staff/content/courses', body);
      expect(res.status).toBe(400);
      return (await res.json()).detail;
    };
    expect(await detail({ title: 'Курс', steps: [{ title: 'Шаг' }] })).toBe('steps.0: Material or quiz required');
    expect(await detail({ title: 'Курс', steps: [{ title: 'Шаг', page_id: 1, quiz_id: 1 }] })).toBe(
      'steps.0: Material or quiz required',
    );
    expect(await detail({ title: 'Курс', steps: [{ title: 'Шаг', page_id: 999999 }] })).toBe(
      'steps.0: Unknown material',
    );
    expect(await detail({ title: 'Курс', steps: [{ id: 5555, title: 'Шаг', quiz_id: 999999 }] })).toBe(
      'steps.0: Unknown quiz',
    );
    expect(await detail({ title: '', steps: [] })).toBe('title: Too short');
    const select = { type: 'select', code: 'grade', name: 'Класс', values: [], required: false };
    expect(await detail({ title: 'Курс', steps: [], form: [select] })).toBe('Select field needs options');
    const empty = await (await as('POST', '/api/staff/content/courses', { title: 'Пустой курс', steps: [] })).json();
    expect((await as('POST', `/api/staff/content/courses/${empty.id}/publish`, { published: true })).status).toBe(409);
  });
});
