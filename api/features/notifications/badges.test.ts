// API tests of badges, points and contest notices: each badge rule fired by its real call, the
// type-13 notification with the badge's own picture, the points ledger that explains the total,
// and kind 7 (moderation result of a contest work; a contest that ended) through the real calls.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contestMentorPupils, contestNominations, contests } from '../../../db/schema/contests.ts';
import { courses, courseSteps, quizQuestions, quizRounds, quizzes } from '../../../db/schema/learning.ts';
import { userRoles, users } from '../../../db/schema/users.ts';
import { one } from '../../../db/store.ts';
import { makePage } from '../../testing/social-fixtures.ts';
import { joinAsPupil } from '../../testing/contest-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { tusUpload, videoFixture } from '../../testing/tus.ts';
import { runNotificationSweep } from './start.ts';

const t = await createTestApp({ config: { UPLOADS_PER_DAY: '50', UPLOADS_PARALLEL: '5' } });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;

type Item = { type: { id: number }; title: string; text: string; link: string | null; badge: { image: string } | null };

async function ok(res: Response | Promise<Response>, status = 200) {
  const r = await res;
  if (r.status !== status) throw new Error(`${r.status}: ${await r.text()}`);
  return r.json();
}
async function kinds(token: string, kind: number): Promise<Item[]> {
  const body = await ok(t.call('GET', '/api/notification?limit=50', { token }));
  return (body.list as Item[]).filter((n) => n.type.id === kind);
}
const points = (token: string) => ok(t.call('GET', '/api/points', { token }));

describe('badges and points', () => {
  it('first comment: the badge once, 50 points in the ledger, a type-13 notification with its picture', async () => {
    const u = await t.signUp();
    const page = await makePage(t, null);
    for (const text of ['Первый', 'Второй'])
      await ok(t.call('POST', `/api/page/${page}/add_comment`, { token: u.token, body: { text } }), 201);
    const got = await kinds(u.token, 13);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      title: 'Новый значок «Первый шаг»',
      link: '#badge',
      badge: { image: '/badges/first-comment.svg' },
    });
    expect(await points(u.token)).toEqual({
      total: 50,
      list: [{ delta: 50, reason: 'badge', label: 'Новый значок', created_at: expect.any(String) }],
    });
    const earned = await ok(t.call('GET', `/api/user/${u.userId}/badges`, { token: u.token }));
    expect(earned.list.map((b: { name: string }) => b.name)).toEqual(['Первый шаг']);
    expect((await t.call('GET', '/api/points')).status).toBe(401);
  });

  it('every badge has its own picture', async () => {
    const all = (await ok(t.call('GET', '/api/badge'))).list as { image: string }[];
    expect(all.length).toBeGreaterThanOrEqual(9);
    expect(new Set(all.map((b) => b.image)).size).toBe(all.length);
  });

  it('a finished course: 100 points and the graduate badge', async () => {
    const u = await t.signUp();
    const course = (await one(
      db
        .insert(courses)
        .values({ slug: `c-${Date.now()}`, title: 'Курс' })
        .returning(),
    ))!;
    const steps: number[] = [];
    for (const position of [1, 2]) {
      const step = await one(
        db
          .insert(courseSteps)
          .values({
            courseId: course.id,
            position,
            title: `Шаг ${position}`,
            pageId: await makePage(t, null),
            alwaysOpen: true,
          })
          .returning(),
      );
      steps.push(step!.id);
    }
    await ok(
      t.call('PATCH', '/api/course_step/state', {
        token: u.token,
        body: { course_id: course.id, step_id: steps[0], state: 'completed' },
      }),
    );
    expect(await kinds(u.token, 13)).toHaveLength(0);
    await ok(
      t.call('PATCH', '/api/course_step/state', {
        token: u.token,
        body: { course_id: course.id, step_id: steps[1], state: 'completed' },
      }),
    );
    expect((await kinds(u.token, 13)).map((n) => n.title)).toEqual(['Новый значок «Выпускник»']);
    const p = await points(u.token);
    expect(p.total).toBe(150);
    expect(p.list.map((r: { reason: string; delta: number }) => [r.reason, r.delta])).toEqual([
      ['badge', 50],
      ['course', 100],
    ]);
  });

  it('a quiz finished without a mistake: the first-quiz and the perfect badges', async () => {
    const u = await t.signUp();
    const quiz = (await one(
      db
        .insert(quizzes)
        .values({ slug: `q-${Date.now()}`, title: 'Викторина' })
        .returning(),
    ))!;
    const round = (await one(db.insert(quizRounds).values({ quizId: quiz.id, position: 1 }).returning()))!;
    const question = (await one(
      db
        .insert(quizQuestions)
        .values({
          quizId: quiz.id,
          roundId: round.id,
          position: 1,
          kind: 'text',
          text: '6 × 7?',
          acceptedAnswers: ['42'],
        })
        .returning(),
    ))!;
    await ok(
      t.call('POST', `/api/quiz/${quiz.id}/answer`, {
        token: u.token,
        body: { question_id: question.id, answer: '42' },
      }),
    );
    expect((await kinds(u.token, 13)).map((n) => n.title).sort()).toEqual([
      'Новый значок «Знаток»',
      'Новый значок «Отличник»',
    ]);
  });

  it('a year on the site, awarded by the timer once', async () => {
    const u = await t.signUp();
    await db.update(users).set({ createdAt: '2020-01-01T00:00:00.000Z' }).where(eq(users.id, u.userId));
    await runNotificationSweep(t.deps);
    await runNotificationSweep(t.deps);
    expect((await kinds(u.token, 13)).map((n) => n.title)).toEqual(['Новый значок «Год с нами»']);
  });
});

const common = (await one(db.select().from(contests).where(eq(contests.slug, 'izobretateli-budushchego'))))!.id;

describe('7 contest notices', () => {
  const admin = async () => {
    const a = await t.signUp();
    await db.insert(userRoles).values({ userId: a.userId, role: 'admin' });
    return a;
  };

  async function sendWork() {
    const pupil = await t.signUp();
    await joinAsPupil(t, pupil.token, common);
    const nomination = (await one(
      db.select().from(contestNominations).where(eq(contestNominations.contestId, common)),
    ))!.id;
    const upload = await tusUpload(t, pupil.token, videoFixture('clip.mp4'));
    const q = new URLSearchParams({
      contest_id: String(common),
      name: 'Мой робот',
      description: 'Робот поливает цветы',
      nomination_id: String(nomination),
      upload_id: upload.id,
    });
    const work = await ok(t.call('POST', `/api/contest-video/upload-video?${q}`, { token: pupil.token }));
    return { pupil, workId: work.id as number };
  }

  it('the moderation result reaches the author: accepted (with points and a badge) or rejected with the reason', async () => {
    const staff = await admin();
    const a = await sendWork();
    await ok(
      t.call('POST', '/api/contest-video/moderate', { token: staff.token, body: { id: a.workId, status_id: 3 } }),
    );
    const accepted = await kinds(a.pupil.token, 7);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ link: `/contests/${common}` });
    expect(accepted[0]!.title).toMatch(/^Ваша работа принята на конкурс «/);
    expect((await kinds(a.pupil.token, 13)).map((n) => n.title)).toEqual(['Новый значок «Исследователь»']);
    expect((await points(a.pupil.token)).total).toBe(100);

    const b = await sendWork();
    await ok(
      t.call('POST', '/api/contest-video/moderate', {
        token: staff.token,
        body: { id: b.workId, status_id: 2, cancel_text: 'Нет звука' },
      }),
    );
    const rejected = await kinds(b.pupil.token, 7);
    expect(rejected[0]!.title).toMatch(/^Ваша работа не принята на конкурс «/);
    expect(rejected[0]!.text).toBe('Нет звука');
    expect(await kinds(b.pupil.token, 13)).toHaveLength(0);
  });

  it('the pupil’s mentor hears the result too', async () => {
    const staff = await admin();
    const a = await sendWork();
    const mentor = await t.signUp();
    // The link the special contest makes when a mentor adds a pupil by code.
    await db
      .insert(contestMentorPupils)
      .values({ contestId: common, mentorId: mentor.userId, pupilId: a.pupil.userId });
    await ok(
      t.call('POST', '/api/contest-video/moderate', { token: staff.token, body: { id: a.workId, status_id: 3 } }),
    );
    const heard = await kinds(mentor.token, 7);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.title).toMatch(/^Работа ученика Тест Тестов принята на конкурс «/);
  });

  it('a contest that ended tells those who took part, once', async () => {
    const a = await sendWork();
    await db
      .update(contests)
      .set({ endAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(contests.id, common));
    await runNotificationSweep(t.deps);
    await runNotificationSweep(t.deps);
    const ended = (await kinds(a.pupil.token, 7)).filter((n) => n.title.endsWith('завершён'));
    expect(ended).toHaveLength(1);
  });
});
