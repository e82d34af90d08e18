// A device that last ran an older release opens the store with its data intact: the schema is declared
// under the newest version only (sync/client/device-schema.ts), and Dexie brings an older database up to it
// from the schema installed there (fake-indexeddb, the real Dexie).
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { SyncDb } from '../../workers/sync-db.ts';
import { LocalDb } from './local-db.ts';

/** The versions as they were released (each one's tables added to the last). */
const RELEASED: Record<number, Record<string, string>> = {
  1: {
    siteData: 'key',
    pages: 'key, savedAt',
    cards: 'key, [type+id], slug, savedAt, offline',
    bookmarks: 'key, [type+id], type, pending',
    courseProgress: 'key, courseId',
    quizAnswers: 'key, quizId',
    audioPositions: 'key, audioId',
    history: 'key, viewedAt',
    outbox: 'key, [owner+mutationId], owner, state',
    syncMeta: 'key',
  },
  2: { communityMemberships: 'key, communityId' },
  3: {
    reactions: 'key, [type+id]',
    userRelations: 'key',
    collections: 'key, owner, id',
    pendingComments: 'key, owner, [type+id]',
  },
  4: { notifications: 'key, owner, [owner+id]', notificationSettings: 'key' },
  5: { specialVotes: 'key, workId' },
  7: { pendingWorks: 'key, owner', pendingWorkFiles: 'key' },
};

/** A database as a device running the release of `upTo` left it, with a queued action and a bookmark. */
async function olderDevice(name: string, upTo: number): Promise<void> {
  const db = new Dexie(name);
  for (const [version, stores] of Object.entries(RELEASED))
    if (Number(version) <= upTo) db.version(Number(version)).stores(stores);
  await db.open();
  await db
    .table('outbox')
    .put({ key: '7:1', owner: '7', mutationId: 1, name: 'bookmark-set', args: {}, state: 'pending' });
  await db.table('bookmarks').put({ key: '7:post:3', type: 'post', id: 3, on: true, pending: true });
  db.close();
}

describe('the device store after an upgrade', () => {
  for (const upTo of [1, 3, 5, 7])
    it(`keeps what a device on version ${upTo} holds and has every newer table and index`, async () => {
      const name = `upgrade-from-${upTo}`;
      await olderDevice(name, upTo);
      const db = new LocalDb(name);
      await db.open();
      expect(await db.outbox.where('[owner+mutationId]').equals(['7', 1]).count()).toBe(1);
      expect((await db.bookmarks.get('7:post:3'))?.pending).toBe(true);
      await db.notifications.put({ key: 'n', owner: '7', id: 1, isRead: false, data: null, savedAt: 1 });
      expect(await db.notifications.where('[owner+id]').equals(['7', 1]).count()).toBe(1);
      expect(await db.pendingWorks.where('owner').equals('7').count()).toBe(0);
      expect(await db.specialVotes.where('workId').equals(1).count()).toBe(0);
      expect(db.verno).toBe(8);
      db.close();
      // The sync worker opens the same database with the same declaration.
      const worker = new SyncDb(name);
      await worker.open();
      expect(await worker.outbox.count()).toBe(1);
      worker.close();
    });

  it('rewrites a version 7 device’s kept works and queued sends of the special contest as the one contest send', async () => {
    const name = 'upgrade-contest-options';
    const old = new Dexie(name);
    for (const [version, stores] of Object.entries(RELEASED)) old.version(Number(version)).stores(stores);
    await old.open();
    const kept = (key: string, contestId: number, special: boolean) => ({ key, owner: '7', contestId, special });
    await old.table('pendingWorks').bulkPut([kept('7:a', 9, true), kept('7:b', 4, false)]);
    await old.table('outbox').bulkPut([
      { key: '7:1', owner: '7', mutationId: 1, name: 'special-work-send', args: { contest_id: 9 }, state: 'pending' },
      { key: '7:2', owner: '7', mutationId: 2, name: 'bookmark-set', args: {}, state: 'pending' },
    ]);
    old.close();
    const db = new LocalDb(name);
    await db.open();
    const works = await db.pendingWorks.toArray();
    expect(works.map((w) => [w.key, w.formPath, 'special' in w])).toEqual([
      ['7:a', '/contests/special/work', false],
      ['7:b', '/contests/work?contest=4', false],
    ]);
    expect((await db.outbox.toArray()).map((r) => [r.mutationId, r.name, r.args])).toEqual([
      [1, 'contest-work-send', { contest_id: 9 }],
      [2, 'bookmark-set', {}],
    ]);
    db.close();
  });
});
