import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '../../db/client.ts';
import { emitDomainEvent, onDomainEvent, type DomainEvent } from './domain-events.ts';

let dir = '';
let store: SqliteStore | undefined;
let otherStore: SqliteStore | undefined;
afterEach(async () => {
  await store?.close();
  await otherStore?.close();
  store = otherStore = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A fresh migrated database (each event is a row of its outbox). */
async function freshStore(name: string): Promise<SqliteStore> {
  const s = openSqliteStore(join(dir, name));
  await s.migrate();
  return s;
}

describe('domain events', () => {
  it('reach the subscribers of the same database only, and a failing one does not stop the rest', async () => {
    dir = mkdtempSync(join(tmpdir(), 'nauka-events-'));
    store = await freshStore('app.db');
    otherStore = await freshStore('other.db');
    const db = store.db;
    const other = otherStore.db;
    const seen: DomainEvent[] = [];
    const errors: unknown[] = [];
    onDomainEvent(db, () => {
      throw new Error('subscriber broke');
    });
    const stop = onDomainEvent(db, (e) => {
      seen.push(e);
    });
    onDomainEvent(other, (e) => {
      seen.push(e);
    });
    await emitDomainEvent(db, 'user.followed', { userId: 1, followeeId: 2 }, (err) => errors.push(err));
    stop();
    await emitDomainEvent(db, 'user.unfollowed', { userId: 1, followeeId: 2 });
    expect(seen.map((e) => e.name)).toEqual(['user.followed']);
    expect(errors).toHaveLength(1);
  });

  it('raised inside a transaction, wait for its commit and are dropped when it rolls back', async () => {
    dir = mkdtempSync(join(tmpdir(), 'nauka-events-'));
    store = await freshStore('app.db');
    const db = store.db;
    const seen: string[] = [];
    onDomainEvent(db, (e) => {
      seen.push(e.name);
    });
    await db.transaction(async () => {
      await emitDomainEvent(db, 'user.followed', { userId: 1, followeeId: 2 });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['user.followed']);
    await expect(
      db.transaction(async () => {
        await emitDomainEvent(db, 'user.unfollowed', { userId: 1, followeeId: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toEqual(['user.followed']);
  });
});
