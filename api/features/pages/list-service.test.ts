// A signed-in caller's catalogue is the kept public answer plus their own reactions: it must be
// exactly what computing the list with the viewer gives, and follow their likes at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { computeCatalog, listCatalog, type CatalogQuery } from './list-service.ts';

let t: TestApp;
let viewer: { userId: number; token: string };

const QUERIES: Omit<CatalogQuery, 'viewerId'>[] = [
  { limit: 18, offset: 0 },
  { limit: 18, offset: 0, sort: 'POPULAR' },
  { limit: 5, offset: 3, sort: 'DATE_ASC', pageTypeIds: [1, 3] },
  { limit: 18, offset: 0, search: 'космос' },
];

async function react(kind: 'like' | 'dislike', id: number) {
  const res = await t.call('POST', `/api/${kind}`, { body: { type: 'post', id }, token: viewer.token });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.signUp();
  const first = (await computeCatalog(t.deps.db, { limit: 18, offset: 0 })).list;
  await react('like', first[0]!.id);
  await react('like', first[2]!.id);
  await react('dislike', first[3]!.id);
  // Someone else's like changes the counts, not the viewer's flags.
  const other = await t.signUp();
  await t.call('POST', '/api/like', { body: { type: 'post', id: first[3]!.id }, token: other.token });
});
afterAll(async () => {
  await t.close();
});

describe('the signed-in catalogue', () => {
  it('equals the list computed with the viewer, for every filter and sort', async () => {
    for (const q of QUERIES) {
      await listCatalog(t.deps.db, q); // the public answer is kept first
      const mine = await listCatalog(t.deps.db, { ...q, viewerId: viewer.userId });
      expect(JSON.stringify(mine), JSON.stringify(q)).toBe(
        JSON.stringify(await computeCatalog(t.deps.db, { ...q, viewerId: viewer.userId })),
      );
    }
    const page = (await listCatalog(t.deps.db, { limit: 18, offset: 0, viewerId: viewer.userId })).list;
    expect(page.filter((c) => c.liked)).toHaveLength(2);
    expect(page.filter((c) => c.disliked)).toHaveLength(1);
    expect(page[3]).toMatchObject({ disliked: true, liked: false });
  });

  it('over HTTP as well, and follows a new like at once', async () => {
    const anonymous = await (await t.call('GET', '/api/catalog')).json();
    expect(anonymous.list[0]).not.toHaveProperty('liked');
    const before = await (await t.call('GET', '/api/catalog', { token: viewer.token })).json();
    const target = before.list[5];
    expect(target).toMatchObject({ liked: false });
    await react('like', target.id);
    const after = await (await t.call('GET', '/api/catalog', { token: viewer.token })).json();
    expect(after.list[5]).toMatchObject({ id: target.id, liked: true, likes: target.likes + 1 });
    expect(after).toEqual(await computeCatalog(t.deps.db, { limit: 18, offset: 0, viewerId: viewer.userId }));
    const stranger = await t.signUp();
    const theirs = await (await t.call('GET', '/api/catalog', { token: stranger.token })).json();
    expect(theirs.list[5]).toMatchObject({ id: target.id, liked: false, likes: target.likes + 1 });
  });
});
