// The service worker's Background Sync (workers/background-sync.ts) against the real API and a real IndexedDB
// implementation (fake-indexeddb): it sends the signed-in user's queued actions, which the server applies once
// however often they come (the app's engine sends them again later and settles them); it never sends one user's
// queue under another's session or while a tab of the app (whose engine sends) is open, never makes the device
// store, and asks the browser to try again while the server cannot take the push. IndexedDB is fake-indexeddb,
// installed for every file by tests/setup/fake-indexeddb.ts.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookmarks } from '../../db/schema/bookmarks.ts';
import { pages } from '../../db/schema/content.ts';
import { syncClients } from '../../db/schema/sync.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';
import { LOCAL_DB_NAME } from '../../sync/client/device-schema.ts';
import { metaKeys } from '../../sync/client/outbox-store.ts';
import { runBackgroundSync, type ServerCall } from '../../workers/background-sync.ts';
import { SyncDb } from '../../workers/sync-db.ts';
import { queueAction, type EngineDeps } from '../../workers/sync-engine.ts';

let t: TestApp;
let device: SyncDb;

beforeEach(async () => {
  t = await createTestApp();
  device = new SyncDb(LOCAL_DB_NAME);
  await device.open();
});
afterEach(async () => {
  await device.delete();
  await t.close();
});

/** The device as the page leaves it: `userId` signed in, a heart tapped on each of `postIds` offline. */
async function queueHearts(userId: number, postIds: number[]): Promise<void> {
  await device.syncMeta.put({ key: metaKeys.session, value: { user: { id: userId }, checkedAt: '' } });
  const deps = { db: device, newId: () => crypto.randomUUID(), lock: (fn) => fn() } as EngineDeps;
  for (const id of postIds) await queueAction(deps, String(userId), 'bookmark-set', { type: 'post', id, on: true });
}

const callAs =
  (token: string): ServerCall =>
  async (path, init = {}) =>
    t.app.request(path, { ...init, headers: { ...(init.headers as object), authorization: `Bearer ${token}` } });

const run = (call: ServerCall, appOpen = false) =>
  runBackgroundSync({ call, idb: indexedDB, lock: (fn) => fn(), appOpen: async () => appOpen });

async function postIds(n: number): Promise<number[]> {
  const rows = await t.deps.db.select({ id: pages.id }).from(pages).where(eq(pages.isPublished, true)).limit(n);
  return rows.map((r) => r.id);
}

const hearts = async (userId: number) =>
  (
    await t.deps.db
      .select({ id: bookmarks.itemId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.on, true)))
  ).map((r) => r.id);

describe('Background Sync in the service worker', () => {
  it("sends the signed-in user's queue; sent again, the server still applies each action once", async () => {
    const pupil = await t.signUp();
    const ids = await postIds(3);
    await queueHearts(pupil.userId, ids);
    await run(callAs(pupil.token));
    expect((await hearts(pupil.userId)).sort()).toEqual([...ids].sort());
    const clientId = (await device.syncMeta.get(metaKeys.clientId(String(pupil.userId))))?.value;
    expect(typeof clientId).toBe('string');
    const [client] = await t.deps.db
      .select()
      .from(syncClients)
      .where(eq(syncClients.clientId, String(clientId)));
    expect(client?.lastMutationId).toBe(3);
    // The rows stay for the app's engine to settle; a second event (or the engine) sends the same ids again.
    expect(await device.outbox.count()).toBe(3);
    await run(callAs(pupil.token));
    expect((await hearts(pupil.userId)).sort()).toEqual([...ids].sort());
    const after = await t.deps.db
      .select()
      .from(syncClients)
      .where(eq(syncClients.clientId, String(clientId)));
    expect(after[0]?.lastMutationId).toBe(3);
  });

  it("never sends a user's queue under another user's session", async () => {
    const pupil = await t.signUp();
    const other = await t.signUp();
    await queueHearts(pupil.userId, await postIds(2));
    await run(callAs(other.token));
    expect(await hearts(pupil.userId)).toEqual([]);
    expect(await hearts(other.userId)).toEqual([]);
    expect(await t.deps.db.select().from(syncClients)).toEqual([]);
  });

  it('asks the browser to try again while the server cannot take the push, and keeps every row', async () => {
    const pupil = await t.signUp();
    await queueHearts(pupil.userId, await postIds(2));
    const unreachable: ServerCall = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(run(unreachable)).rejects.toThrow(/retry/);
    const busy: ServerCall = async (path, init) =>
      path === '/api/sync/push' ? new Response('{"detail":"busy"}', { status: 503 }) : callAs(pupil.token)(path, init);
    await expect(run(busy)).rejects.toThrow(/retry/);
    expect(await device.outbox.count()).toBe(2);
    expect(await hearts(pupil.userId)).toEqual([]);
  });

  it('leaves the queue to an open tab of the app, and asks to be tried again in case the tab closes first', async () => {
    const pupil = await t.signUp();
    await queueHearts(pupil.userId, await postIds(2));
    await expect(run(callAs(pupil.token), true)).rejects.toThrow(/retry/);
    expect(await hearts(pupil.userId)).toEqual([]);
    await run(callAs(pupil.token), false);
    expect(await hearts(pupil.userId)).toHaveLength(2);
  });

  it('does nothing on a device where the app never made its store, and does not make one', async () => {
    await device.delete();
    const pupil = await t.signUp();
    await run(callAs(pupil.token));
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(LOCAL_DB_NAME);
    device = new SyncDb(LOCAL_DB_NAME);
  });
});
