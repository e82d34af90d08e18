// A run of 'history-add' mutations through addHistoryRun leaves exactly what applying them one by one
// leaves: two devices' pushes (more than 30 items, so the trim drops some and an item trimmed comes back,
// repeats with older and newer times, a time in 2099, an unknown item, bad args, resent ids, a gap) give
// the same push answers, rows, change versions and pull (with the titles the server reads) on both paths.
import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { historyItems } from '../../../db/schema/history.ts';
import type { Db } from '../../../db/store.ts';
import { HISTORY_LIMIT } from '../../../sync/mutations/history.ts';
import { fromFreshInstall, pushThroughBothPaths, type PathPush } from '../../testing/run-paths.ts';

const itemIds = () =>
  fromFreshInstall(async (db) => ({
    posts: (await db.select({ id: pages.id }).from(pages).orderBy(pages.id)).map((r) => r.id),
    news: (await db.select({ id: news.id }).from(news).orderBy(news.id)).map((r) => r.id),
    events: (await db.select({ id: events.id }).from(events).orderBy(events.id)).map((r) => r.id),
  }));

const rowsOf = (db: Db, userId: number) =>
  db
    .select({
      type: historyItems.type,
      id: historyItems.itemId,
      viewedAt: historyItems.viewedAt,
      version: historyItems.version,
    })
    .from(historyItems)
    .where(eq(historyItems.userId, userId))
    .orderBy(desc(historyItems.viewedAt), asc(historyItems.type), asc(historyItems.itemId));

const NOW = new Date('2026-01-10T12:00:00.000Z');
/** Distinct times, so the newest 30 never tie at the limit. */
const min = (m: number, s = 0) => `2026-01-10T10:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.000Z`;

describe('history-add runs', () => {
  it('leave the same answers, rows, versions and pull as one by one', async () => {
    const { posts, news: newsIds, events: eventIds } = await itemIds();
    expect(posts.length).toBeGreaterThan(HISTORY_LIMIT + 4);
    const p = (k: number) => posts[k]!;
    const [n1] = newsIds as [number];
    const [e1] = eventIds as [number];
    // `at` in the args (when the item was opened), else the envelope's.
    const add = (id: number, type: string, item: number, at: string, argsAt?: string) => ({
      id,
      name: 'history-add',
      args: { type, id: item, ...(argsAt ? { at: argsAt } : {}), shown: { title: 'как на устройстве' } },
      at,
    });
    const a = 'device-a';
    const b = 'device-b';
    const first = Array.from({ length: HISTORY_LIMIT + 3 }, (_, k) => add(k + 1, 'post', p(k), min(k + 1)));
    const pushes: PathPush[] = [
      {
        client: a,
        mutations: [
          ...first, // 33 posts: the 3 oldest are trimmed
          add(34, 'post', p(0), min(1), min(40)), // trimmed, back with a newer time
          add(35, 'post', p(5), min(50), min(0)), // older than its stored time: the stored one stays
          add(36, 'news', n1, min(2, 30)), // older than the newest 30: trimmed at once
          add(37, 'event', e1, '2099-01-01T00:00:00.000Z'), // a clock in 2099 counts as the server's time
        ],
      },
      {
        client: b,
        mutations: [
          add(1, 'post', p(1), min(50)), // trimmed before, back
          add(2, 'post', p(2), min(0, 30)), // trimmed before, older still: stays out
          add(3, 'news', n1, min(1, 30)),
          add(4, 'post', p(10), min(45)),
          add(5, 'post', p(10), min(44)), // an older repeat in the run
          add(6, 'event', e1, min(46)),
        ],
      },
      {
        client: a,
        mutations: [
          add(36, 'news', n1, min(2, 30)), // resent: their stored results answer
          add(37, 'event', e1, '2099-01-01T00:00:00.000Z'),
          add(38, 'post', p(20), min(55)),
          add(39, 'post', 99_999_999, min(56)), // unknown: the run goes one by one
          add(40, 'post', p(21), min(56)),
        ],
      },
      {
        client: b,
        mutations: [
          add(7, 'post', p(22), min(57)),
          { id: 8, name: 'history-add', args: { type: 'video', id: p(23) }, at: min(57) }, // bad args
          add(9, 'post', p(23), min(58)),
        ],
      },
      // Two items never opened before, in a run: the trim at its end drops two.
      {
        client: b,
        mutations: [
          add(10, 'post', p(HISTORY_LIMIT + 3), min(59)),
          add(11, 'post', p(24), min(58, 30)),
          add(12, 'post', p(HISTORY_LIMIT + 4), min(59, 30)),
        ],
      },
      { client: a, mutations: [add(50, 'post', p(25), min(59))] }, // a gap: 409
    ];
    const { batch, alone, runs } = await pushThroughBothPaths(pushes, rowsOf, NOW);
    expect(batch).toEqual(alone);
    // Pushes 1, 2 and 5 went through the batch form; 3 (an unknown item) and 4 (bad args) one by one.
    expect(runs).toBe(3);
    expect(batch.rows).toHaveLength(HISTORY_LIMIT);
    const statuses = JSON.stringify(batch.answers);
    expect(statuses).toContain('"detail":"Page not found"');
    expect(statuses).toContain('"detail":"Invalid mutation args"');
    expect(batch.answers.at(-1)).toEqual({ status: 409, detail: 'Mutation id gap' });
    // The trim kept the newest 30, with the item opened in 2099 first at the server's time.
    expect((batch.rows as { type: string; viewedAt: string }[])[0]).toMatchObject({
      type: 'event',
      viewedAt: NOW.toISOString(),
    });
  });
});
