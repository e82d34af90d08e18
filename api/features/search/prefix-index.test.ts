// The index's prefix indexes (migration 0022_search-prefix) change only the cost of a query whose
// last word is not a whole word: search and the catalogue must answer exactly what the index
// without them answered (the same items, counts and order), for prefixes of every length,
// shorter and longer than the prefix indexes', alone or after other words, of every kind.
// SQLite only: prefix indexes are FTS5's (PostgreSQL's GIN index reads a prefix without them).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { rebuildSearchIndex } from './indexer.ts';

let now: TestApp;
let before: TestApp;

/** The same materials and news in `t`: more matches of `материал` than any whole read (POOL, FEW_MATCHES). */
async function fill(t: TestApp) {
  const start = Date.UTC(2023, 0, 1);
  await t.deps.db.transaction(async (tx) => {
    for (let i = 0; i < 400; i++) {
      const title = i % 5 === 0 ? `Математика, материал ${i}` : `Материал ${i}`;
      const body = i % 7 === 0 ? 'Задачи по математике' : i % 11 === 0 ? 'Матрица и мачта' : 'Описание';
      // Dates mostly follow ids; every 13th is back-dated.
      const at = new Date(start + (i % 13 === 0 ? -i : i) * 3_600_000).toISOString();
      await tx.run(
        sql`insert into pages (slug, title, description, page_type_id, type, content, rating, is_published, published_at)
            values (${`prefix-${i}`}, ${title}, ${body}, ${(i % 3) + 1}, 'article', '[]', ${(i * 37) % 11}, 1, ${at})`,
      );
      if (i % 10 === 0) {
        const newsTitle = i % 20 === 0 ? `Матрица недели ${i}` : `Новости ${i}`;
        await tx.run(
          sql`insert into news (slug, title, description, published_at)
              values (${`prefix-news-${i}`}, ${newsTitle}, 'Материалы и математика', ${at})`,
        );
      }
    }
  });
}

async function body(t: TestApp, path: string): Promise<unknown> {
  const res = await t.call('GET', path);
  expect(res.status, path).toBe(200);
  return res.json();
}

const PREFIXES = ['м', 'ма', 'мат', 'мате', 'матер', 'матем', 'математи', 'матр', 'мач', 'задачи мат', 'материал 1'];

describe('prefix indexes', () => {
  beforeAll(async () => {
    now = await createTestApp({ seed: false });
    before = await createTestApp({ seed: false });
    // The index as it was before migration 0022: no prefix indexes.
    await before.deps.db.run(sql`drop table search_index`);
    await before.deps.db.run(
      sql`create virtual table search_index using fts5(title, body, kind, tokenize = 'unicode61 remove_diacritics 0')`,
    );
    for (const t of [now, before]) {
      await fill(t);
      await rebuildSearchIndex(t.deps.db);
    }
  });
  afterAll(async () => {
    await now.close();
    await before.close();
  });

  it('are in the migrated index, and not in the one compared with', async () => {
    const definition = async (t: TestApp) =>
      (await t.deps.db.$pluck<string>(sql`select sql from sqlite_master where name = 'search_index'`))[0];
    expect(await definition(now)).toContain("prefix = '1 2 3 4 5 6'");
    expect(await definition(before)).not.toContain('prefix');
  });

  it('leave /search answering the same items, counts and order', async () => {
    for (const query of PREFIXES)
      for (const extra of ['', '&limit=5&offset=3', '&type=news', '&type=post&offset=100', '&limit=100']) {
        const path = `/api/search?query=${encodeURIComponent(query)}${extra}`;
        const answer = (await body(now, path)) as { list: unknown[] };
        expect(answer, path).toEqual(await body(before, path));
        // Not a comparison of two empty answers.
        if (!extra) expect(answer.list.length, path).toBeGreaterThan(0);
      }
  });

  it('leave the catalogue search answering the same page in every order', async () => {
    for (const query of ['мат', 'матем', 'матр', 'м'])
      for (const extra of ['', '&sort=DATE_ASC&offset=100', '&sort=POPULAR&limit=30', '&page_type_id=2&offset=20']) {
        const path = `/api/catalog?search=${encodeURIComponent(query)}${extra}`;
        expect(await body(now, path), path).toEqual(await body(before, path));
      }
  });
});
