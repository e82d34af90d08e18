// API tests of POST /api/sync/push and GET /api/sync/pull on a real temporary database:
// exactly-once replay, gaps, rejections inside a batch, client ownership, concurrent pushes.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookmarks } from '../../../db/schema/bookmarks.ts';
import { syncClients, syncMutations } from '../../../db/schema/sync.ts';
import { one } from '../../../db/store.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { currentChangeVersion } from '../../lib/change-version.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

type Args = { type: string; id: number; on: boolean } | Record<string, unknown>;
interface Mutation {
  id: number;
  name: string;
  args: Args;
  at: string;
}

function bookmarkSet(id: number, itemId: number, on = true, type = 'post'): Mutation {
  return { id, name: 'bookmark-set', args: { type, id: itemId, on }, at: new Date().toISOString() };
}

function push(token: string | undefined, clientId: string, mutations: Mutation[]) {
  return t.call('POST', '/api/sync/push', { token, body: { client_id: clientId, protocol_version: 1, mutations } });
}

function rowsOf(userId: number) {
  return t.deps.db.select().from(bookmarks).where(eq(bookmarks.userId, userId)).orderBy(asc(bookmarks.version));
}

async function lastOf(clientId: string): Promise<number | undefined> {
  return (await one(t.deps.db.select().from(syncClients).where(eq(syncClients.clientId, clientId))))?.lastMutationId;
}

describe('POST /api/sync/push', () => {
  it('answers 401 when signed out and 400 to malformed input', async () => {
    const out = await push(undefined, randomUUID(), [bookmarkSet(1, 1)]);
    expect(out.status).toBe(401);
    expect(await out.json()).toEqual({ detail: 'Not authenticated' });
    const { token } = await t.signUp();
    const broken = await t.call('POST', '/api/sync/push', {
      token,
      body: '{"client_id": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).detail).toEqual(expect.any(String));
    const notUuid = await push(token, 'not-a-uuid', []);
    expect(notUuid.status).toBe(400);
    const badId = await push(token, randomUUID(), [{ ...bookmarkSet(1, 1), id: 0 }]);
    expect(badId.status).toBe(400);
    const version = await t.call('POST', '/api/sync/push', {
      token,
      body: { client_id: randomUUID(), protocol_version: 99, mutations: [] },
    });
    expect(version.status).toBe(400);
    expect(await version.json()).toEqual({ detail: 'Unsupported protocol version' });
  });

  it('applies a duplicate push once and answers it with the same results', async () => {
    const { token, userId } = await t.signUp();
    const client = randomUUID();
    const batch = [bookmarkSet(1, 10), bookmarkSet(2, 11), bookmarkSet(3, 10, false)];
    const first = await push(token, client, batch);
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    expect(firstBody).toEqual({
      last_mutation_id: 3,
      results: [
        { id: 1, status: 'applied' },
        { id: 2, status: 'applied' },
        { id: 3, status: 'applied' },
      ],
    });
    const rowsBefore = await rowsOf(userId);
    const versionBefore = await currentChangeVersion(t.deps.db, userId);
    expect(rowsBefore.map((r) => [r.itemId, r.on])).toEqual([
      [11, true],
      [10, false],
    ]);

    const again = await push(token, client, batch);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);
    expect(await rowsOf(userId)).toEqual(rowsBefore);
    expect(await currentChangeVersion(t.deps.db, userId)).toBe(versionBefore);
    const logged = await t.deps.db.select().from(syncMutations).where(eq(syncMutations.clientId, client));
    expect(logged.map((r) => r.mutationId)).toEqual([1, 2, 3]);
  });

  it('answers a gap with 409 and the last applied id, applying nothing past it', async () => {
    const { token, userId } = await t.signUp();
    const client = randomUUID();
    const fresh = await push(token, client, [bookmarkSet(2, 5)]);
    expect(fresh.status).toBe(409);
    expect(await fresh.json()).toEqual({ detail: 'Mutation id gap', last_mutation_id: 0 });
    expect((await push(token, client, [bookmarkSet(1, 1)])).status).toBe(200);
    const gap = await push(token, client, [bookmarkSet(2, 2), bookmarkSet(4, 4)]);
    expect(gap.status).toBe(409);
    expect(await gap.json()).toEqual({ detail: 'Mutation id gap', last_mutation_id: 2 });
    expect((await rowsOf(userId)).map((r) => r.itemId)).toEqual([1, 2]);
    expect(await lastOf(client)).toBe(2);
  });

  it('rejects an invalid or unknown mutation, consumes its id and applies the rest', async () => {
    const { token, userId } = await t.signUp();
    const client = randomUUID();
    const at = new Date().toISOString();
    const batch: Mutation[] = [
      bookmarkSet(1, 1),
      { id: 2, name: 'bookmark-set', args: { type: 'movie', id: 2, on: true }, at },
      { id: 3, name: 'teleport-set', args: {}, at },
      { id: 4, name: 'bookmark-set', args: { type: 'news', id: -4, on: true }, at },
      bookmarkSet(5, 5, true, 'news'),
    ];
    const res = await push(token, client, batch);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      last_mutation_id: 5,
      results: [
        { id: 1, status: 'applied' },
        { id: 2, status: 'rejected', detail: 'Invalid mutation args' },
        { id: 3, status: 'rejected', detail: 'Unknown mutation' },
        { id: 4, status: 'rejected', detail: 'Invalid mutation args' },
        { id: 5, status: 'applied' },
      ],
    });
    expect((await rowsOf(userId)).map((r) => [r.type, r.itemId])).toEqual([
      ['post', 1],
      ['news', 5],
    ]);
    const replay = await push(token, client, batch.slice(1, 3));
    expect((await replay.json()).results).toEqual(body.results.slice(1, 3));
  });

  it('keeps a client id to the user who first pushed it', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const client = randomUUID();
    expect((await push(owner.token, client, [bookmarkSet(1, 1)])).status).toBe(200);
    for (const batch of [[bookmarkSet(2, 77)], [bookmarkSet(1, 78)], []]) {
      const res = await push(other.token, client, batch);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: 'Client belongs to another user' });
    }
    expect(await rowsOf(other.userId)).toEqual([]);
    expect(await lastOf(client)).toBe(1);
    expect((await one(t.deps.db.select().from(syncClients).where(eq(syncClients.clientId, client))))?.userId).toBe(
      owner.userId,
    );
  });

  it.each([
    ['in id order', false],
    ['the later batch first', true],
  ])('keeps order when two batches of one client are pushed at once (%s)', async (_label, reversed) => {
    const { token, userId } = await t.signUp();
    const client = randomUUID();
    const all = Array.from({ length: 10 }, (_, i) => bookmarkSet(i + 1, 10 + i));
    const batches = reversed ? [all.slice(5), all.slice(0, 5)] : [all.slice(0, 5), all.slice(5)];
    const answers = await Promise.all(batches.map((b) => push(token, client, b)));
    for (const res of answers) expect([200, 409]).toContain(res.status);
    // Like the outbox: after a 409 resend whatever is above the server's last applied id.
    for (let round = 0; round < 5 && (await lastOf(client)) !== 10; round += 1) {
      const last = (await lastOf(client)) ?? 0;
      const res = await push(
        token,
        client,
        all.filter((m) => m.id > last),
      );
      expect(res.status).toBe(200);
    }
    expect(await lastOf(client)).toBe(10);
    const logged = await t.deps.db
      .select()
      .from(syncMutations)
      .where(eq(syncMutations.clientId, client))
      // By key (rowid is SQLite's alone); the order they were applied in is checked by the versions below.
      .orderBy(asc(syncMutations.mutationId));
    expect(logged.map((r) => [r.mutationId, r.status])).toEqual(all.map((m) => [m.id, 'applied']));
    // Applied in id order: each item's change version follows its mutation id.
    expect((await rowsOf(userId)).map((r) => r.itemId)).toEqual(all.map((_, i) => 10 + i));
  });
});

describe('GET /api/sync/pull', () => {
  it('answers 401 when signed out and 400 to a bad cookie', async () => {
    expect((await t.call('GET', '/api/sync/pull?cookie=0')).status).toBe(401);
    const { token } = await t.signUp();
    for (const cookie of ['-1', 'abc', '1.5']) {
      const res = await t.call('GET', `/api/sync/pull?cookie=${cookie}`, { token });
      expect(res.status).toBe(400);
    }
  });

  it('returns the user own changes since a cookie, tombstones included', async () => {
    const { token, userId } = await t.signUp();
    const other = await t.signUp();
    const client = randomUUID();
    await push(token, client, [bookmarkSet(1, 1), bookmarkSet(2, 2, true, 'event')]);
    await push(other.token, randomUUID(), [bookmarkSet(1, 999)]);

    const full = await (await t.call('GET', '/api/sync/pull', { token })).json();
    expect(full.cookie).toBe(await currentChangeVersion(t.deps.db, userId));
    expect(full.bookmarks.map((b: { type: string; id: number; on: boolean }) => [b.type, b.id, b.on])).toEqual([
      ['post', 1, true],
      ['event', 2, true],
    ]);
    expect(full.bookmarks[0].updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    await push(token, client, [bookmarkSet(3, 1, false)]);
    const since = await (await t.call('GET', `/api/sync/pull?cookie=${full.cookie}`, { token })).json();
    expect(since.bookmarks).toEqual([
      {
        type: 'post',
        id: 1,
        on: false,
        updated_at: expect.any(String),
        title: 'Почему небо голубое, а закат красный',
        slug: 'pochemu-nebo-goluboe',
      },
    ]);
    expect(since.cookie).toBeGreaterThan(full.cookie);

    const nothing = await (await t.call('GET', `/api/sync/pull?cookie=${since.cookie}`, { token })).json();
    expect(nothing).toEqual({
      cookie: since.cookie,
      bookmarks: [],
      course_steps: [],
      quiz_attempts: [],
      quiz_answers: [],
      audio_positions: [],
      history: [],
      reactions: [],
      collections: [],
      relations: [],
    });
    // A cookie the server never handed out (a restored database) gets everything again.
    const future = await (await t.call('GET', `/api/sync/pull?cookie=${since.cookie + 1000}`, { token })).json();
    expect(future.bookmarks).toHaveLength(2);
  });
});
