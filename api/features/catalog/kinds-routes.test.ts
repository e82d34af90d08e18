import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Cards {
  list: { id: number; href: string; type: { code: string }; difficulty?: { id: number } }[];
  total: number;
}
const get = async (path: string): Promise<Cards> => {
  const res = await t.call('GET', path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as Cards;
};

describe('catalogue kinds, home pages and learning recommendations', () => {
  it('lists courses, quizzes and contests with paging', async () => {
    const courseCount = (await t.deps.db.select().from(courses)).length;
    const quizCount = (await t.deps.db.select().from(quizzes)).length;
    expect(courseCount).toBeGreaterThan(0);
    const c = await get('/api/catalog/course?limit=1');
    expect(c.total).toBe(courseCount);
    expect(c.list).toHaveLength(1);
    expect(c.list[0]!.href).toMatch(/^\/course\/\d+$/);
    const q = await get('/otherapi/catalog/quizz');
    expect(q.total).toBe(quizCount);
    expect(q.list.every((x) => x.href.startsWith('/quizzes/'))).toBe(true);
    const contests = await get('/api/catalog/contest?limit=2');
    expect(contests.total).toBe(7);
    expect(contests.list).toHaveLength(2);
    expect(contests.list.every((x) => x.href.startsWith('/contests/') && x.type.code === 'contest')).toBe(true);
    expect((await get('/api/catalog/contest?contest_active_id=2')).total).toBe(1);
    expect((await t.call('GET', '/api/catalog/course?limit=0')).status).toBe(400);
  });

  it('answers the course slider (/catalog/course-slide) with the course cards, paged', async () => {
    const all = await get('/api/catalog/course?limit=100');
    const slide = await get('/otherapi/catalog/course-slide?limit=100');
    expect(slide.total).toBe(all.total);
    expect(slide.list.map((x) => x.id)).toEqual(all.list.map((x) => x.id));
    expect(slide.list.every((x) => x.type.code === 'course' && /^\/course\/\d+$/.test(x.href))).toBe(true);
    const second = await get('/api/catalog/course-slide?limit=1&offset=1');
    expect(second.list.map((x) => x.id)).toEqual([all.list[1]!.id]);
    expect((await t.call('GET', '/api/catalog/course-slide?limit=0')).status).toBe(400);
  });

  it('filters quizzes by quiz_difficulty_id', async () => {
    const all = await t.deps.db.select().from(quizzes);
    const easy = all.filter((x) => x.difficulty === 1).length;
    const r = await get('/api/catalog/quizz?quiz_difficulty_id=1&limit=100');
    expect(r.total).toBe(easy);
    expect(r.list.every((x) => x.difficulty?.id === 1)).toBe(true);
  });

  it('answers the kinds of content_types on /catalog, paged as one list', async () => {
    const courseCount = (await get('/api/catalog/course')).total;
    const quizCount = (await get('/api/catalog/quizz')).total;
    const both = await get('/api/catalog?content_types=COURSE&content_types=QUIZZ&limit=100');
    expect(both.total).toBe(courseCount + quizCount);
    expect(both.list.map((x) => x.type.code)).toEqual([
      ...Array(courseCount).fill('course'),
      ...Array(quizCount).fill('quiz'),
    ]);
    const page = await get(`/api/catalog?content_types=COURSE,QUIZZ&limit=2&offset=${courseCount - 1}`);
    expect(page.list.map((x) => x.type.code)).toEqual(['course', 'quiz']);
    expect((await get('/api/catalog?content_types=CONTEST&contest_active_id=1')).total).toBe(6);
    const easy = await get('/api/catalog?content_types=QUIZZ&quiz_difficulty_id=1&limit=100');
    expect(easy.list.every((x) => x.difficulty?.id === 1)).toBe(true);
  });

  it('answers /home/pages with the newest materials', async () => {
    const home = await get('/api/home/pages');
    expect(home.list).toHaveLength(18);
    expect(home.total).toBe((await get('/api/catalog')).total);
    expect((await get('/api/home/pages?limit=5&offset=5')).list).toHaveLength(5);
  });

  it('recommends other courses, quizzes and contests', async () => {
    const course = (await get('/api/catalog/course')).list[0]!;
    const courseRec = await get(`/api/recommendation/course?id=${course.id}`);
    expect(courseRec.list.length).toBeGreaterThan(0);
    expect(courseRec.list.map((x) => x.id)).not.toContain(course.id);
    const quiz = (await get('/api/catalog/quizz')).list[0]!;
    const quizRec = await get(`/api/recommendation/quizz?id=${quiz.id}`);
    expect(quizRec.list.map((x) => x.id)).not.toContain(quiz.id);
    expect(quizRec.list.every((x) => x.href.startsWith('/quizzes/'))).toBe(true);
    const contestRec = await get('/api/recommendation/contest?id=1');
    expect(contestRec.list.length).toBeGreaterThan(0);
    expect(contestRec.list.map((x) => x.id)).not.toContain(1);
    expect((await get('/api/recommendation/course?id=999999')).list.length).toBeGreaterThan(0);
    expect((await get('/api/recommendation/post?id=1')).list).toBeDefined();
  });

  it('falls back to empty lists on an empty database', async () => {
    const empty = await createTestApp({ seed: false });
    try {
      // The materials' list (home pages) also says whether its total is capped.
      const materials = { list: [], total: 0, total_capped: false };
      for (const [path, answer] of [
        ['/api/catalog/course', { list: [], total: 0 }],
        ['/api/catalog/quizz', { list: [], total: 0 }],
        ['/api/home/pages', materials],
        ['/api/catalog?content_types=COURSE', { list: [], total: 0 }],
      ] as const) {
        expect(await (await empty.call('GET', path)).json()).toEqual(answer);
      }
      expect(await (await empty.call('GET', '/api/recommendation/course')).json()).toEqual({ list: [] });
    } finally {
      await empty.close();
    }
  });
});
