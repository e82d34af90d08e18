// API tests of /collection on both prefixes: create and list, duplicate messages, owner-only
// changes, private collections hidden from others, reorder, copy, delete, and the pull rows.
import { afterAll, describe, expect, it } from 'vitest';
import { makePage } from '../../testing/social-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { collectionsChangedSince } from './service.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});

describe.each(['/api', '/otherapi'])('collections under %s', (prefix) => {
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    t.call(method, `${prefix}/collection${path}`, { token, body });

  it("creates, adds and removes materials, and answers duplicates with the spec's details", async () => {
    const me = await t.signUp();
    const [p1, p2] = [await makePage(t, null), await makePage(t, null)];
    const created = await call('POST', '', me.token, {
      title: '  Космос ',
      description: 'Про звёзды',
      is_public: true,
    });
    expect(created.status).toBe(201);
    const c = await created.json();
    expect(c).toMatchObject({
      title: 'Космос',
      description: 'Про звёзды',
      is_public: true,
      pages_count: 0,
      page_ids: [],
      cover: null,
      user: { id: me.userId },
    });
    const dup = await call('POST', '', me.token, { title: 'космос' });
    expect(dup.status).toBe(400);
    expect(await dup.json()).toEqual({ detail: 'You are already add collection' });
    expect(await (await call('PUT', `/${c.id}/add_content`, me.token, { page: p1 })).json()).toMatchObject({
      page_ids: [p1],
      pages_count: 1,
      cover: expect.stringContaining('.webp'),
    });
    expect(await (await call('PUT', `/${c.id}/add_content`, me.token, { page: { id: p2 } })).json()).toMatchObject({
      page_ids: [p1, p2],
    });
    const again = await call('PUT', `/${c.id}/add_content`, me.token, { page_id: p1 });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: 'You are already add page' });
    expect((await call('PUT', `/${c.id}/add_content`, me.token, { page: 99999999 })).status).toBe(404);
    expect((await call('PUT', `/${c.id}/add_content`, me.token, {})).status).toBe(400);
    expect(
      await (await call('PUT', `/${c.id}`, me.token, { page_ids: [p2, p1], title: 'Космос и звёзды' })).json(),
    ).toMatchObject({ page_ids: [p2, p1], title: 'Космос и звёзды' });
    expect(await (await call('PUT', `/${c.id}/remove_content`, me.token, { page_id: p2 })).json()).toMatchObject({
      page_ids: [p1],
    });
    const own = await (await call('GET', '', me.token)).json();
    expect(own.total).toBe(1);
    const read = await (await call('GET', `/${c.id}`)).json();
    expect(read).toMatchObject({ id: c.id, is_owner: false, pages: [{ id: p1, likes: 0 }] });
  });

  it('lets only the owner change a collection and hides private ones from others', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const page = await makePage(t, null);
    const open = await (await call('POST', '', owner.token, { title: 'Открытая', is_public: true })).json();
    const hidden = await (await call('POST', '', owner.token, { title: 'Личная' })).json();
    expect(hidden.is_public).toBe(false);
    for (const [method, path, body] of [
      ['PUT', `/${open.id}`, { title: 'Моя теперь' }],
      ['DELETE', `/${open.id}`, undefined],
      ['PUT', `/${open.id}/add_content`, { page }],
      ['PUT', `/${open.id}/remove_content`, { page_id: page }],
    ] as const) {
      expect((await call(method, path, other.token, body)).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path.replace(String(open.id), String(hidden.id)), other.token, body)).status).toBe(
        404,
      );
    }
    expect((await call('GET', `/${hidden.id}`, other.token)).status).toBe(404);
    expect((await call('GET', `/${hidden.id}`, owner.token)).status).toBe(200);
    const publicList = await (await call('GET', `/user/${owner.userId}`)).json();
    expect(publicList.list.map((c: { title: string }) => c.title)).toEqual(['Открытая']);
    expect((await call('GET', '')).status).toBe(401);
    expect((await call('POST', '', undefined, { title: 'Гость' })).status).toBe(401);
    expect((await call('POST', '', owner.token, { title: '' })).status).toBe(400);
    expect((await call('POST', '', owner.token, { title: 'x'.repeat(101) })).status).toBe(400);
  });

  it('copies a visible collection as a private one, and deletes', async () => {
    const owner = await t.signUp();
    const me = await t.signUp();
    const page = await makePage(t, null);
    const source = await (await call('POST', '', owner.token, { title: 'Подборка', is_public: true })).json();
    await call('PUT', `/${source.id}/add_content`, owner.token, { page });
    const copy = await call('PUT', `/${source.id}/copy`, me.token);
    expect(copy.status).toBe(201);
    expect(await copy.json()).toMatchObject({
      title: 'Подборка',
      is_public: false,
      page_ids: [page],
      user: { id: me.userId },
    });
    expect(await (await call('PUT', `/${source.id}/copy`, me.token)).json()).toMatchObject({
      title: 'Подборка (копия)',
    });
    const hidden = await (await call('POST', '', owner.token, { title: 'Секрет' })).json();
    expect((await call('PUT', `/${hidden.id}/copy`, me.token)).status).toBe(404);
    expect((await call('DELETE', `/${source.id}`, owner.token)).status).toBe(204);
    expect((await call('GET', `/${source.id}`, owner.token)).status).toBe(404);
  });
});

describe('collection pull rows', () => {
  it('answers changed collections with their pages, and deletions as tombstones', async () => {
    const me = await t.signUp();
    const page = await makePage(t, null);
    const a = await (await t.call('POST', '/api/collection', { token: me.token, body: { title: 'А' } })).json();
    const b = await (
      await t.call('POST', '/api/collection', { token: me.token, body: { title: 'Б', client_key: 'device-key-1' } })
    ).json();
    const replay = await (
      await t.call('POST', '/api/collection', { token: me.token, body: { title: 'Б', client_key: 'device-key-1' } })
    ).json();
    expect(replay.id).toBe(b.id);
    await t.call('PUT', `/api/collection/${a.id}/add_content`, { token: me.token, body: { page } });
    await t.call('DELETE', `/api/collection/${b.id}`, { token: me.token });
    const rows = await collectionsChangedSince(t.deps.db, me.userId, 0);
    expect(rows).toEqual([expect.objectContaining({ id: a.id, page_ids: [page] }), { id: b.id, deleted: true }]);
  });
});
