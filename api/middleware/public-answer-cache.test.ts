// The anonymous catalogue answer is reused only while nothing changed: a like through the API,
// a title changed by another connection (a script) and a signed-in caller all see fresh data.
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPostgresStore, openSqliteStore, type PostgresStore } from '../../db/client.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const t = await createTestApp();
afterAll(() => t.close());

interface Card {
  id: number;
  title: string;
  likes: number;
  liked?: boolean;
}

async function anonymousList(path = '/api/catalog?limit=6'): Promise<Card[]> {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { list: Card[] }).list;
}

describe('public answer cache', () => {
  it('answers the same list twice, and at once shows a like made in between', async () => {
    const first = await anonymousList();
    expect(await anonymousList()).toEqual(first);
    const card = first[0]!;
    const { token } = await t.signUp();
    const liked = await t.call('POST', '/api/like', { token, body: { type: 'post', id: card.id } });
    expect(liked.status).toBe(200);
    const after = await anonymousList();
    expect(after[0]).toMatchObject({ id: card.id, likes: card.likes + 1 });
    expect(after[0]).not.toHaveProperty('liked');
    const signedIn = await t.call('GET', '/api/catalog?limit=6', { token });
    expect(((await signedIn.json()) as { list: Card[] }).list[0]).toMatchObject({ id: card.id, liked: true });
  });

  it('shows a change committed by another connection to the same file', async () => {
    const before = await anonymousList();
    // Another process on the same data: a second SQLite connection to the file, or a second pool on
    // the same PostgreSQL database.
    const other =
      t.store.engine === 'postgres'
        ? openPostgresStore((t.store as PostgresStore).url, { poolSize: 1 })
        : openSqliteStore(join(t.dataDir, 'app.db'));
    try {
      await other.db.run(sql`update pages set title = ${'Новый заголовок из скрипта'} where id = ${before[0]!.id}`);
    } finally {
      await other.close();
    }
    // Another process's write: seen at the next request on SQLite, within 100 ms on PostgreSQL (the change epoch is
    // read at most once per 100 ms there, db/engines/postgres/epoch-memo.ts); the bound for every node is 1 s.
    await expect
      .poll(async () => (await anonymousList())[0]?.title, { timeout: 1_000, interval: 20 })
      .toBe('Новый заголовок из скрипта');
    expect((await anonymousList())[0]).toMatchObject({ id: before[0]!.id, title: 'Новый заголовок из скрипта' });
  });

  it('serves a kept answer gzipped to a browser, the same JSON as plain', async () => {
    await anonymousList('/api/catalog?limit=12');
    const plain = await t.app.request('/api/catalog?limit=12');
    const zipped = await t.app.request('/api/catalog?limit=12', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')) as unknown;
    expect(body).toEqual(await plain.json());
  });

  it('never keeps an error answer', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request('/api/catalog?limit=0');
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty('detail');
    }
  });
});
