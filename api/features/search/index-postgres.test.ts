// PostgreSQL only (vitest.config.ts): each read /search makes of the index must do work bounded by
// what it answers, not by the word's matches (issue 39: search grows at most x1.5 from 1,000 to
// 100,000 materials). The work is PostgreSQL's own count of the rows and index entries the read's
// transaction touched on the index table and its indexes (pg_stat_get_xact_*), so the test holds
// whichever plan gives it: the primary key walked in rowid order and stopped at the limit, or a rare
// word's posting list, never every match of a common word.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRowid } from '../../../db/schema/search.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { inTitle, kindToken, ofKinds, type SearchMatch } from './match.ts';
import { searchIndex } from './search-index.ts';

const ROWS = 30_000;
let t: TestApp;

/**
 * Rows and index entries this connection has read on the index table and its indexes and not yet
 * reported (PostgreSQL reports them between transactions, never inside one: a difference taken
 * within one transaction is that transaction's).
 */
const TOUCHED = sql`select coalesce(sum(pg_stat_get_xact_tuples_returned(c.oid) + pg_stat_get_xact_tuples_fetched(c.oid)), 0)
  from pg_class c where c.oid = 'search_index'::regclass
  or c.oid in (select indexrelid from pg_index where indrelid = 'search_index'::regclass)`;

/** What `read` answers and the rows it touched to answer it. */
async function work<T>(read: () => Promise<T>): Promise<{ answer: T; touched: number }> {
  return t.deps.db.transaction(async () => {
    const [before] = await t.deps.db.$pluck<number | string>(TOUCHED);
    const answer = await read();
    const [after] = await t.deps.db.$pluck<number | string>(TOUCHED);
    return { answer, touched: Number(after) - Number(before) };
  });
}

const whole = (...stems: string[]): SearchMatch => ({ terms: stems.map((stem) => ({ stem, prefix: false })) });
const prefix = (stem: string): SearchMatch => ({ terms: [{ stem, prefix: true }] });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // 'алеф' in every title; every 300th item a news item; 'бет' in three of the oldest titles only.
  // One statement: rows enough that walking them all would show.
  await t.deps.db.run(
    sql`insert into search_index (rowid, title, body, kind)
        select i * 8 + case when i % 300 = 0 then 1 else 0 end,
               'алеф ' || case when i <= 30 and i % 10 = 0 then 'бет ' else '' end || 'номер' || i,
               'текст', case when i % 300 = 0 then ${kindToken('news')} else ${kindToken('post')} end
        from generate_series(1, ${ROWS}) as i`,
  );
  await searchIndex.afterRebuild(t.deps.db);
});
afterAll(async () => {
  await t.close();
});

describe('the PostgreSQL search index', () => {
  it('reads the newest matches of a word in every title without reading the others', async () => {
    const { answer, touched } = await work(() => searchIndex.newest(t.deps.db, whole('алеф'), 20));
    expect(answer).toHaveLength(20);
    expect(answer[0]).toBe(searchRowid('news', ROWS));
    expect(touched).toBeLessThan(200);
  });

  it('reads a rare title word from its own matches, not by walking every row', async () => {
    const { answer, touched } = await work(() => searchIndex.newest(t.deps.db, inTitle(whole('бет')), 20));
    expect(answer).toEqual([30, 20, 10].map((i) => searchRowid('post', i)));
    expect(touched).toBeLessThan(200);
  });

  it('reads a common word within a rare kind from that kind, whole word or prefix', async () => {
    const news = Array.from({ length: ROWS / 300 }, (_, k) => searchRowid('news', (k + 1) * 300));
    for (const match of [whole('алеф'), prefix('ал'), prefix('але')]) {
      const { answer, touched } = await work(() => searchIndex.oldest(t.deps.db, ofKinds(match, 'news', 'event'), 405));
      expect(answer, JSON.stringify(match)).toEqual(news);
      expect(touched, JSON.stringify(match)).toBeLessThan(5 * news.length);
    }
  });

  it('counts a common word up to the cap without counting every match', async () => {
    const { answer, touched } = await work(() => searchIndex.countUpTo(t.deps.db, whole('алеф'), 102));
    expect(answer).toBe(102);
    expect(touched).toBeLessThan(500);
  });

  it('reads a prefix of a common word newest first, as the word', async () => {
    const { answer, touched } = await work(() => searchIndex.newest(t.deps.db, prefix('але'), 20));
    expect(answer).toEqual(await searchIndex.newest(t.deps.db, whole('алеф'), 20));
    expect(touched).toBeLessThan(200);
  });
});
