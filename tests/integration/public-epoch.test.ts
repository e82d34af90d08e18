// The public change epoch (db/schema/private-tables.ts, db/engines/public-writes.ts): a pupil's own marks (a
// bookmark, their history, an opening, a sync push of them) and every read (a catalogue total is counted by a read-only CTE) keep
// every answer kept for everyone, on both engines; a like, which a public answer counts, moves it, and so does a
// write of any table the private list does not name.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/content.ts';
import { one } from '../../db/store.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';

let t: TestApp;
let pupil: { userId: number; token: string };
let post: { id: number };

const epoch = () => t.store.changeEpoch();
const call = async (method: string, path: string, body: unknown) => {
  const res = await t.call(method, path, { body, token: pupil.token });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
};

beforeAll(async () => {
  t = await createTestApp();
  pupil = await t.signUp();
  const row = await one(
    t.deps.db.select({ id: pages.id }).from(pages).where(eq(pages.isPublished, true)).orderBy(asc(pages.id)),
  );
  if (!row) throw new Error('the demo data has no published material');
  post = row;
});
afterAll(async () => {
  await t.close();
});

describe('the public change epoch', () => {
  it('stays where it was for a bookmark, a history entry and an opening', async () => {
    const before = await epoch();
    await call('POST', '/api/favorite-all/toggle', { type: 'post', id: post.id });
    await call('POST', '/api/history', { type: 'post', id: post.id });
    await call('POST', '/api/statistics', { page_type: 'post', page_id: post.id });
    expect(await epoch()).toBe(before);
  });

  it('stays where it was for a sync push of a bookmark (its results and last id are stored in one statement)', async () => {
    const before = await epoch();
    const mutations = [
      { id: 1, name: 'bookmark-set', args: { type: 'post', id: post.id, on: false }, at: new Date().toISOString() },
    ];
    const body = { client_id: crypto.randomUUID(), protocol_version: 1, mutations };
    await call('POST', '/api/sync/push', body);
    expect(await epoch()).toBe(before);
  });

  it('stays where it was for reads, the catalogue’s counted totals and search included', async () => {
    const before = await epoch();
    for (const path of [
      '/api/catalog?page_type_id=1&page_type_id=2&tags=4',
      '/api/catalog?topics=2&sort=POPULAR',
      '/api/catalog?sort=POPULAR&limit=18&offset=18',
      '/api/search?query=' + encodeURIComponent('наука'),
      '/api/main-page',
    ]) {
      const res = await t.call('GET', path, { token: pupil.token });
      expect(res.status, path).toBe(200);
    }
    expect(await epoch()).toBe(before);
  });

  it('moves for a like, which public answers count', async () => {
    const before = await epoch();
    await call('POST', '/api/like', { type: 'post', id: post.id });
    const after = await epoch();
    expect(after).not.toBe(before);
    expect(await epoch()).toBe(after);
  });

  it('moves for a lone write of a public table outside any transaction', async () => {
    const before = await epoch();
    await t.deps.db.update(pages).set({ rating: 7 }).where(eq(pages.id, post.id));
    expect(await epoch()).not.toBe(before);
  });
});
