// A run of 'bookmark-set' mutations through setBookmarkRun leaves exactly what applying them one by one
// leaves: two devices' mixed pushes (repeats, older and newer times, a refused item, bad args, resent ids,
// a gap) give the same push answers, rows, change versions, pull and set times on both paths.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookmarks } from '../../../db/schema/bookmarks.ts';
import { news, pages } from '../../../db/schema/content.ts';
import type { Db } from '../../../db/store.ts';
import { fromFreshInstall, pushThroughBothPaths, type PathPush } from '../../testing/run-paths.ts';

const publishedIds = () =>
  fromFreshInstall(async (db) => {
    const p = await db.select({ id: pages.id }).from(pages).where(eq(pages.isPublished, true)).orderBy(pages.id);
    const n = await db.select({ id: news.id }).from(news).where(eq(news.isPublished, true)).orderBy(news.id);
    return { posts: p.map((r) => r.id), news: n.map((r) => r.id) };
  });

const rowsOf = (db: Db, userId: number) =>
  db
    .select({
      type: bookmarks.type,
      id: bookmarks.itemId,
      on: bookmarks.on,
      createdAt: bookmarks.createdAt,
      updatedAt: bookmarks.updatedAt,
      version: bookmarks.version,
    })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(asc(bookmarks.type), asc(bookmarks.itemId));

const NOW = new Date('2026-01-10T12:00:00.000Z');
const hour = (h: number) => `2026-01-10T${String(h).padStart(2, '0')}:00:00.000Z`;

describe('bookmark-set runs', () => {
  it('leave the same answers, rows, versions, pull and set times as one by one', async () => {
    const { posts, news: newsIds } = await publishedIds();
    const [p1, p2, p3, p4, p5] = posts as [number, number, number, number, number];
    const [n1, n2] = newsIds as [number, number];
    const set = (id: number, type: string, item: number, on: boolean, at: string) => ({
      id,
      name: 'bookmark-set',
      args: { type, id: item, on },
      at,
    });
    const a = 'device-a';
    const b = 'device-b';
    const pushes: PathPush[] = [
      {
        client: a,
        mutations: [
          set(1, 'post', p1, true, hour(5)),
          set(2, 'post', p2, true, hour(5)),
          set(3, 'post', p1, false, hour(6)),
          set(4, 'news', n1, true, hour(5)),
          // The client's own older action still wins over its earlier one.
          set(5, 'post', p1, true, hour(4)),
          set(6, 'post', p3, false, hour(5)),
        ],
      },
      {
        client: b,
        mutations: [
          set(1, 'post', p1, false, hour(3)), // superseded by a's 04:00
          set(2, 'post', p2, false, hour(7)),
          set(3, 'post', p3, true, hour(2)), // superseded: a tombstone is sent back
          set(4, 'news', n1, true, hour(5)), // the same time: the greater client id wins, nothing changes
          set(5, 'post', p2, true, hour(5)),
        ],
      },
      {
        client: a,
        mutations: [
          set(4, 'news', n1, true, hour(5)), // resent: its stored result answers
          set(5, 'post', p1, true, hour(4)),
          set(6, 'post', p3, false, hour(5)),
          set(7, 'post', 99_999_999, true, hour(8)), // refused: the run goes one by one
          set(8, 'post', p3, true, hour(9)),
          set(9, 'post', p2, false, hour(1)),
        ],
      },
      {
        client: a,
        mutations: [
          set(10, 'post', p4, true, hour(8)),
          set(11, 'post', p4, false, hour(8)),
          set(12, 'news', n2, true, hour(8)),
        ],
      },
      {
        client: b,
        mutations: [
          set(5, 'post', p2, true, hour(5)),
          set(6, 'post', p4, true, hour(8)),
          { id: 7, name: 'bookmark-set', args: { type: 'post', id: -1, on: true }, at: hour(8) },
          set(8, 'post', p1, true, hour(9)),
        ],
      },
      // A clock set to 2099 counts as the server's time.
      {
        client: b,
        mutations: [set(9, 'post', p5, true, '2099-01-01T00:00:00.000Z'), set(10, 'post', p5, false, hour(11))],
      },
      { client: a, mutations: [set(20, 'post', p5, true, hour(11))] }, // a gap: 409
    ];
    const { batch, alone, runs } = await pushThroughBothPaths(pushes, rowsOf, NOW);
    expect(batch).toEqual(alone);
    // The runs of pushes 1, 2, 4 and 6 went through the batch form; 3 and 5 one by one.
    expect(runs).toBe(4);
    const statuses = JSON.stringify(batch.answers);
    expect(statuses).toContain('"superseded":true');
    expect(statuses).toContain('"status":"rejected"');
    expect(batch.answers.at(-1)).toEqual({ status: 409, detail: 'Mutation id gap' });
  });
});
