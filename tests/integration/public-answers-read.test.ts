// The public change epoch (db/schema/private-tables.ts) lets a write of only private tables keep every answer
// kept for everyone. That holds only while no such answer reads a private table: this answers the public calls
// (the ones the first screens and the kept answers are built from) as a guest on a second node whose SQLite
// connections report every statement, and fails when one reads a table of the private list.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../db/client.ts';
import { communities } from '../../db/schema/communities.ts';
import { news, pages } from '../../db/schema/content.ts';
import { contests } from '../../db/schema/contests.ts';
import { events } from '../../db/schema/events.ts';
import { courses, courseSteps, quizzes } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users.ts';
import { PRIVATE_TABLES } from '../../db/schema/private-tables.ts';
import { one, type Store } from '../../db/store.ts';
import { createApp } from '../../api/app.ts';
import type { AppDeps } from '../../api/context.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';
import { join } from 'node:path';

let t: TestApp;
let traced: Store;
let app: ReturnType<typeof createApp>;
let statements: string[] = [];
const calls: string[] = [];

const first = async <T>(rows: Promise<T[]>): Promise<T> => {
  const row = await one(rows);
  if (!row) throw new Error('the demo data lacks a row this test needs');
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const post = await first(
    db.select({ slug: pages.slug }).from(pages).where(eq(pages.isPublished, true)).orderBy(asc(pages.id)),
  );
  const item = await first(
    db.select({ slug: news.slug }).from(news).where(eq(news.isPublished, true)).orderBy(asc(news.id)),
  );
  const event = await first(
    db.select({ slug: events.slug }).from(events).where(eq(events.isPublished, true)).orderBy(asc(events.id)),
  );
  const course = await first(db.select({ id: courses.id }).from(courses).orderBy(asc(courses.id)));
  const step = await first(db.select({ id: courseSteps.id }).from(courseSteps).orderBy(asc(courseSteps.id)));
  const quiz = await first(db.select({ id: quizzes.id }).from(quizzes).orderBy(asc(quizzes.id)));
  const contest = await first(
    db.select({ id: contests.id }).from(contests).where(eq(contests.isSpecial, false)).orderBy(asc(contests.id)),
  );
  const community = await first(db.select({ id: communities.id }).from(communities).orderBy(asc(communities.id)));
  const user = await first(db.select({ id: users.id }).from(users).orderBy(asc(users.id)));
  calls.push(
    '/main-page',
    '/catalog?limit=12&offset=0',
    '/catalog?sort=POPULAR&limit=12&offset=0',
    '/catalog/main',
    `/page/slug/${post.slug}`,
    '/event-news/news?sort=DATE_DESC&limit=10&offset=0',
    `/event-news/news-slug/${item.slug}`,
    '/event/catalog?limit=10&offset=0',
    `/event/slug/${event.slug}`,
    '/course?limit=12&offset=0',
    `/course/${course.id}`,
    `/course_step/${step.id}`,
    '/quiz/catalog?limit=12&offset=0',
    `/quiz/${quiz.id}`,
    '/quiz/get_for_banner',
    '/contest/catalog?limit=12&offset=0',
    `/contest/${contest.id}`,
    '/contest-learn-known',
    '/contest-learn-known/winners',
    '/community/catalog?membership=all&limit=12&offset=0',
    `/community/${community.id}`,
    `/community/${community.id}/feed`,
    '/user?limit=12&offset=0',
    `/user/${user.id}`,
    `/user/${user.id}/badges`,
    '/faq/?limit=10&offset=0',
    '/project/catalog?limit=10&offset=0',
    '/settings',
    '/tag',
    '/topic',
    '/sitemap_html',
    `/search?query=${encodeURIComponent('наука')}`,
  );
  traced = openSqliteStore(join(t.dataDir, 'app.db'), { trace: (sql) => statements.push(sql) });
  const deps: AppDeps = { ...t.deps, db: traced.db, store: traced };
  delete deps.metrics;
  app = createApp(deps);
});
afterAll(async () => {
  await traced?.close();
  await t?.close();
});

/** The private tables a statement names (drizzle quotes every table name). */
const privateTablesIn = (sql: string) =>
  [...PRIVATE_TABLES].filter((name) => new RegExp(`["\`]${name}["\`]`).test(sql));

describe('answers kept for everyone', () => {
  it('read no private table, so a write of only private tables may keep them', async () => {
    const read: Record<string, string[]> = {};
    for (const path of calls) {
      statements = [];
      const res = await app.request(`/api${path}`);
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
      const tables = [...new Set(statements.flatMap(privateTablesIn))];
      if (tables.length) read[path] = tables;
    }
    expect(read).toEqual({});
  });
});
