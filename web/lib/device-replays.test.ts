// Writes kept for the device store before it opens: written in order once it opens, those of a kind nobody can
// write yet wait for their replay, and what the tab's last page left in sessionStorage is written at this start
// (fake-indexeddb, the real Dexie schema; the page's 'pagehide' save is shown in tests/e2e/device-writes-offline).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ReplaysModule from './device-replays.ts';
import type { LocalDb } from './local-db.ts';

type Replays = typeof ReplaysModule;

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

async function fresh(storage?: MemoryStorage): Promise<{ replays: Replays; db: LocalDb }> {
  vi.resetModules();
  if (storage) vi.stubGlobal('sessionStorage', storage);
  const replays = await import('./device-replays.ts');
  const { localDb } = await import('./local-db.ts');
  return { replays, db: localDb };
}

afterEach(() => vi.unstubAllGlobals());

describe('device writes kept before the store opens', () => {
  it('writes kept rows once the store opens, and a kind without its replay once that is registered', async () => {
    const { replays, db } = await fresh();
    const rows = replays.keepRowsOnDevice({
      pages: [{ key: 'replay:list#0', items: [1, 2], total: 2, savedAt: 1 }],
      cards: [{ key: 'page:a', type: 'page', id: 1, data: { id: 1 }, savedAt: 1 }],
    });
    const visits: unknown[] = [];
    const visit = replays.keepForReplay('visit-test', { id: 7 });
    await new Promise((r) => setTimeout(r, 20));
    expect(await db.pages.get('replay:list#0')).toBeUndefined();

    replays.replayWhenOpen(db);
    await rows;
    expect((await db.pages.get('replay:list#0'))?.items).toEqual([1, 2]);
    expect((await db.cards.get('page:a'))?.id).toBe(1);
    expect(visits).toEqual([]);

    replays.registerReplay('visit-test', async (_db, data) => visits.push(data));
    await visit;
    expect(visits).toEqual([{ id: 7 }]);
  });

  it("writes what the tab's last page left in sessionStorage, then forgets it", async () => {
    const storage = new MemoryStorage();
    const left = [{ kind: 'rows', data: { cards: [{ key: 'page:b', type: 'page', id: 2, data: {}, savedAt: 2 }] } }];
    storage.setItem('device-writes-waiting', JSON.stringify([...left, { kind: 1 }, 'junk']));
    const { replays, db } = await fresh(storage);
    replays.replayWhenOpen(db);
    await expect.poll(async () => (await db.cards.get('page:b'))?.id).toBe(2);
    await expect.poll(() => storage.getItem('device-writes-waiting')).toBeNull();
  });

  it('writes every kept answer in one transaction, the later of two for one key winning', async () => {
    const { replays, db } = await fresh();
    const kept = [
      replays.keepRowsOnDevice({ siteData: [{ key: 'settings', value: { v: 1 }, savedAt: 1 }] }),
      replays.keepRowsOnDevice({ pages: [{ key: 'one:list#0', items: [1], total: 1, savedAt: 1 }] }),
      replays.keepRowsOnDevice({ siteData: [{ key: 'settings', value: { v: 2 }, savedAt: 2 }] }),
    ];
    const transaction = vi.spyOn(db, 'transaction');
    replays.replayWhenOpen(db);
    await Promise.all(kept);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect((await db.siteData.get('settings'))?.value).toEqual({ v: 2 });
    expect((await db.pages.get('one:list#0'))?.items).toEqual([1]);
  });
});
