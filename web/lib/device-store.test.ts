// The device store opens only when asked: answers kept before that wait in memory and are written
// first when it opens, so a read that follows sees them (fake-indexeddb, the real Dexie schema).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { keepOnDevice, openDevice, openedDevice, whenDeviceOpen } from './device-store.ts';

describe('device store', () => {
  it('stays closed while answers are kept, and writes them before the first read once opened', async () => {
    let waited = false;
    void whenDeviceOpen().then(() => (waited = true));
    const kept = keepOnDevice((db) => db.pages.put({ key: 'home:news#0', items: [1], total: 1, savedAt: 1 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(openedDevice()).toBeNull();
    expect(waited).toBe(false);

    const db = await openDevice();
    expect((await db.pages.get('home:news#0'))?.items).toEqual([1]);
    await kept;
    expect(waited).toBe(true);
    expect(openedDevice()?.localDb).toBe(db);
  });

  it('writes at once once it is open', async () => {
    await keepOnDevice((db) => db.pages.put({ key: 'home:news#1', items: [2], total: 1, savedAt: 2 }));
    expect((await (await openDevice()).pages.get('home:news#1'))?.total).toBe(1);
  });
});
