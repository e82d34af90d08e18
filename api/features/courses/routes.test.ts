// API tests of courses on a real temporary database with the demo seed: the list and progress,
// step locking in order, states that never go back, the step screen, and the course form.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFormSubmissions, courses } from '../../../db/schema/learning.ts';
import { one } from '../../../db/store.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Step {
  id: number;
  type: 'page' | 'quiz';
  is_open: boolean;
  state: string;
  page: { id: number; slug: string } | null;
  quiz: { id: number } | null;
}
interface Course {
  id: number;
  steps: Step[];
  progress: { completed: number; total: number; percent: number } | null;
}

async function courseId(slug: string): Promise<number> {
  const row = await one(t.deps.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)));
  if (!row) throw new Error(`no course ${slug}`);
  return row.id;
}

async function getCourse(id: number, token?: string): Promise<Course> {
  const res = await t.call('GET', `/api/course/${id}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Course;
}

function setState(token: string | undefined, course: number, step: number, state: string) {
  return t.call('PATCH', '/api/course_step/state', { token, body: { course_id: course, step_id: step, state } });
}

describe('GET /api/course', () => {
  it('lists the demo courses with step counts, and progress only for a signed-in user', async () => {
    const anon = (await (await t.call('GET', '/api/course')).json()) as {
      list: { steps_count: number; progress: unknown; topic: unknown }[];
      total: number;
    };
    expect(anon.total).toBeGreaterThanOrEqual(5);
    for (const c of anon.list) {
      expect(c.steps_count).toBeGreaterThanOrEqual(4);
      expect(c.steps_count).toBeLessThanOrEqual(10);
      expect(c.progress).toBeNull();
      expect(c.topic).not.toBeNull();
    }
    expect((await t.call('GET', '/api/course')).headers.get('cache-control')).toBeNull();
    const { token } = await t.signUp();
    const signedIn = await t.call('GET', '/api/course?limit=2', { token });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const mine = (await signedIn.json()) as { list: { progress: unknown; steps_count: number }[] };
    expect(mine.list).toHaveLength(2);
    expect(mine.list[0]?.progress).toEqual({ completed: 0, total: mine.list[0]?.steps_count, percent: 0 });
  });

  it('answers 404 for an unknown course and 400 for a bad id', async () => {
    expect((await t.call('GET', '/api/course/999999')).status).toBe(404);
    expect(await (await t.call('GET', '/api/course/abc')).json()).toEqual({ detail: expect.any(String) });
  });
});

describe('course step locking and state', () => {
  it('opens only the first step until the previous one is completed', async () => {
    const { token } = await t.signUp();
    const id = await courseId('puteshestvie-po-kosmosu');
    const course = await getCourse(id, token);
    expect(course.steps.map((s) => s.is_open)).toEqual(course.steps.map((_, i) => i === 0));
    expect(course.steps.every((s) => s.state === 'not_started')).toBe(true);
    expect(course.steps.some((s) => s.type === 'quiz' && s.quiz !== null)).toBe(true);
    expect(course.steps[0]?.page?.slug).toBe('planety-solnechnoj-sistemy');

    const [first, second, third] = course.steps;
    if (!first || !second || !third) throw new Error('course too short');
    const locked = await setState(token, id, third.id, 'completed');
    expect(locked.status).toBe(403);
    expect(await locked.json()).toEqual({ detail: 'Step is locked' });
    expect((await setState(token, id, second.id, 'in_progress')).status).toBe(403);

    const started = await setState(token, id, first.id, 'in_progress');
    expect(started.status).toBe(200);
    expect(((await started.json()) as { state: string }).state).toBe('in_progress');
    expect((await getCourse(id, token)).steps[1]?.is_open).toBe(false);

    const done = await setState(token, id, first.id, 'completed');
    const body = (await done.json()) as { state: string; steps: { id: number; is_open: boolean; state: string }[] };
    expect(body.state).toBe('completed');
    expect(body.steps.slice(0, 3).map((s) => s.is_open)).toEqual([true, true, false]);
    const after = await getCourse(id, token);
    expect(after.progress).toEqual({
      completed: 1,
      total: after.steps.length,
      percent: Math.round(100 / after.steps.length),
    });
  });

  it('never moves a completed step back', async () => {
    const { token } = await t.signUp();
    const id = await courseId('himiya-doma');
    const first = (await getCourse(id, token)).steps[0];
    if (!first) throw new Error('no steps');
    await setState(token, id, first.id, 'completed');
    const back = await setState(token, id, first.id, 'in_progress');
    expect(back.status).toBe(200);
    expect(((await back.json()) as { state: string }).state).toBe('completed');
    expect((await getCourse(id, token)).steps[0]?.state).toBe('completed');
  });

  it('keeps every step open in an always-open course, and an always-open step in a locking one', async () => {
    const { token } = await t.signUp();
    const open = await getCourse(await courseId('chelovek-i-zdorove'), token);
    expect(open.steps.every((s) => s.is_open)).toBe(true);
    const last = open.steps.at(-1);
    if (!last) throw new Error('no steps');
    expect((await setState(token, open.id, last.id, 'completed')).status).toBe(200);
    const earth = await getCourse(await courseId('planeta-zemlya'));
    expect(earth.steps.map((s) => s.is_open)).toEqual(
      earth.steps.map((_, i) => i === 0 || i === earth.steps.length - 1),
    );
  });

  it('refuses anonymous changes, bad states and a step of another course', async () => {
    const { token } = await t.signUp();
    const space = await getCourse(await courseId('puteshestvie-po-kosmosu'));
    const chem = await getCourse(await courseId('himiya-doma'));
    const step = space.steps[0];
    if (!step) throw new Error('no steps');
    expect((await setState(undefined, space.id, step.id, 'completed')).status).toBe(401);
    expect((await setState(token, space.id, step.id, 'not_started')).status).toBe(400);
    const wrong = await setState(token, chem.id, step.id, 'completed');
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ detail: 'Step not found' });
  });
});

describe('GET /api/course_step/{id}', () => {
  it('gives a material step its blocks and neighbours, and a quiz step its quiz id', async () => {
    const course = await getCourse(await courseId('puteshestvie-po-kosmosu'));
    const [first, quizStep] = course.steps;
    if (!first || !quizStep) throw new Error('no steps');
    const page = (await (await t.call('GET', `/api/course_step/${first.id}`)).json()) as {
      page: { slug: string; content: unknown[] };
      prev_step_id: number | null;
      next_step_id: number | null;
      is_open: boolean;
      course_id: number;
    };
    expect(page.page.slug).toBe('planety-solnechnoj-sistemy');
    expect(page.page.content.length).toBeGreaterThan(0);
    expect(page).toMatchObject({ prev_step_id: null, next_step_id: quizStep.id, is_open: true, course_id: course.id });
    const quiz = (await (await t.call('GET', `/api/course_step/${quizStep.id}`)).json()) as {
      type: string;
      quiz: { id: number };
      page: unknown;
      is_open: boolean;
    };
    expect(quiz).toMatchObject({ type: 'quiz', page: null, is_open: false });
    expect(quiz.quiz.id).toBe(quizStep.quiz?.id);
    expect((await t.call('GET', '/api/course_step/999999')).status).toBe(404);
    const ofPage = (await (await t.call('GET', `/api/course_step/page/${first.page?.id}`)).json()) as {
      list: unknown[];
    };
    expect(ofPage.list).toEqual([{ id: first.id, course_id: course.id, is_open: true }]);
  });
});

describe('course form', () => {
  it('gives the form of a course that has one and stores a valid submission', async () => {
    const id = await courseId('puteshestvie-po-kosmosu');
    const form = (await (await t.call('GET', `/api/course/${id}/form`)).json()) as {
      content: { code: string; required: boolean }[];
    };
    expect(form.content.map((f) => f.code)).toEqual(['name', 'email', 'grade', 'message']);
    const missing = await t.call('POST', `/api/course/${id}/send`, {
      body: { list: [{ name: 'name', value: 'Аня' }] },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ detail: 'Field is required: email' });
    const list = [
      { name: 'name', value: 'Аня' },
      { name: 'email', value: 'Anya@Example.org' },
      { name: 'grade', value: '7–8 класс' },
      { name: 'message', value: 'Очень понравилось!' },
    ];
    const ok = await t.call('POST', `/api/course/${id}/send`, { body: { list } });
    expect(await ok.json()).toEqual({ success: true });
    const stored = await t.deps.db.select().from(courseFormSubmissions).where(eq(courseFormSubmissions.courseId, id));
    expect(stored.at(-1)?.fields).toEqual({
      name: 'Аня',
      email: 'anya@example.org',
      grade: '7–8 класс',
      message: 'Очень понравилось!',
    });
    expect((await t.call('GET', `/api/course/${await courseId('himiya-doma')}/form`)).status).toBe(404);
  });
});
