// Real statuses of the app's addresses (spec: unknown routes 404 with the error screen): the shell answers 404 for
// an address no route takes or a missing item, 410 for a withdrawn one, and 301 from a material's id to its slug.
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { courses, courseSteps, quizzes } from '../../../db/schema/learning.ts';
import { staticPages } from '../../../db/schema/static-pages.ts';
import { communities } from '../../../db/schema/communities.ts';
import { users } from '../../../db/schema/users.ts';
import { one } from '../../../db/store.ts';
import { webDistTestApp } from '../../testing/web-dist-app.ts';

const INDEX = '<!doctype html><html lang="ru"><head><title>Наука рядом</title></head><body>shell</body></html>';

const served = webDistTestApp({ index: INDEX, staff: INDEX });

async function status(path: string): Promise<number> {
  const res = await served.app.request(path, { headers: { accept: 'text/html' } });
  if (res.status !== 301) expect(await res.text(), path).toContain('shell</body>');
  return res.status;
}

const firstPublished = async <T extends typeof pages | typeof news | typeof events>(table: T) =>
  (await one(
    served.t.deps.db
      .select({ id: table.id, slug: table.slug })
      .from(table as typeof pages)
      .where(eq(table.isPublished, true)),
  ))!;

describe('statuses of the shell', () => {
  it('answers the app routes 200 and an address no route takes 404', async () => {
    for (const path of ['/', '/catalog', '/catalog/news', '/contests/special', '/profile/bookmarks', '/community'])
      expect(await status(path), path).toBe(200);
    for (const path of ['/no/such/address', '/catalog/news/old', '/post/a/b'])
      expect(await status(path), path).toBe(404);
  });

  it('answers a static page 200 and a single segment that is none 404', async () => {
    const page = (await one(served.t.deps.db.select({ path: staticPages.path }).from(staticPages)))!;
    expect(await status(`/${page.path}`)).toBe(200);
    expect(await status('/zyuzyuka-net-takoj')).toBe(404);
  });

  it('answers a material 200 by slug, 404 when missing, 410 when withdrawn, 301 from its id', async () => {
    const post = await firstPublished(pages);
    expect(await status(`/post/${post.slug}`)).toBe(200);
    expect(await status('/post/net-takogo-materiala')).toBe(404);
    expect(await status('/post/987654')).toBe(404);
    const moved = await served.app.request(`/post/${post.id}?from=card`, { headers: { accept: 'text/html' } });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/post/${encodeURIComponent(post.slug)}?from=card`);
    await served.t.deps.db.update(pages).set({ isPublished: false }).where(eq(pages.id, post.id));
    try {
      expect(await status(`/post/${post.slug}`)).toBe(410);
      expect(await status(`/post/${post.id}`)).toBe(410);
    } finally {
      await served.t.deps.db.update(pages).set({ isPublished: true }).where(eq(pages.id, post.id));
    }
  });

  it('answers a community and a person 200 when there, 404 when not', async () => {
    const db = served.t.deps.db;
    const community = (await one(db.select({ id: communities.id }).from(communities)))!;
    const person = (await one(db.select({ id: users.id }).from(users)))!;
    expect(await status(`/community/${community.id}`)).toBe(200);
    expect(await status(`/profile/${person.id}`)).toBe(200);
    for (const path of ['/community/987654', '/community/kosmos', '/profile/987654', '/profile/masha'])
      expect(await status(path), path).toBe(404);
  });

  it('answers news and events by slug or id: 200, 404 missing, 410 withdrawn', async () => {
    for (const [prefix, table] of [
      ['/news', news],
      ['/event', events],
    ] as const) {
      const item = await firstPublished(table);
      expect(await status(`${prefix}/${item.slug}`)).toBe(200);
      expect(await status(`${prefix}/${item.id}`)).toBe(200);
      expect(await status(`${prefix}/net-takogo`)).toBe(404);
      await served.t.deps.db.update(table).set({ isPublished: false }).where(eq(table.id, item.id));
      try {
        expect(await status(`${prefix}/${item.slug}`)).toBe(410);
      } finally {
        await served.t.deps.db.update(table).set({ isPublished: true }).where(eq(table.id, item.id));
      }
    }
  });

  it('answers courses, their steps, quizzes and contests by id', async () => {
    const step = (await one(
      served.t.deps.db
        .select({ id: courseSteps.id, courseId: courseSteps.courseId })
        .from(courseSteps)
        .where(and(isNotNull(courseSteps.pageId), gt(courseSteps.position, 0))),
    ))!;
    expect(await status(`/course/${step.courseId}`)).toBe(200);
    expect(await status(`/course/${step.courseId}/form`)).toBe(200);
    expect(await status(`/course/${step.courseId}/${step.id}`)).toBe(200);
    expect(await status(`/course/${step.courseId}/999999`)).toBe(404);
    expect(await status('/course/999999')).toBe(404);
    expect(await status('/course/kurs')).toBe(404);
    await served.t.deps.db.update(courses).set({ isPublished: false }).where(eq(courses.id, step.courseId));
    try {
      expect(await status(`/course/${step.courseId}/${step.id}`)).toBe(410);
    } finally {
      await served.t.deps.db.update(courses).set({ isPublished: true }).where(eq(courses.id, step.courseId));
    }
    const quiz = (await one(served.t.deps.db.select({ id: quizzes.id }).from(quizzes)))!;
    expect(await status(`/quizzes/${quiz.id}`)).toBe(200);
    expect(await status('/quizzes/99999999999999')).toBe(404);
    expect(await status('/contests/1')).toBe(200);
    expect(await status('/contests/999999')).toBe(404);
  });
});
