// Change versions are counted per user on the engine under test: one pupil's change neither moves
// another pupil's cookie nor waits for another pupil's open transaction, and a user's first version
// starts above the database-wide counter that cookies were handed from before (the floor).
import { afterAll, describe, expect, it } from 'vitest';
import { syncVersion } from '../../db/schema/sync.ts';
import { createTestApp } from '../testing/test-app.ts';
import { currentChangeVersion, nextChangeVersion } from './change-version.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;

/** A promise with its resolver, to hold a transaction open while the test works beside it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('change versions', () => {
  it('count per user, each starting above the database-wide floor', async () => {
    await db
      .insert(syncVersion)
      .values({ id: 1, version: 1000 })
      .onConflictDoUpdate({ target: syncVersion.id, set: { version: 1000 } });
    const a = (await t.signUp()).userId;
    const b = (await t.signUp()).userId;
    expect(await currentChangeVersion(db, a)).toBe(1000);
    expect(await db.transaction((tx) => nextChangeVersion(tx, a))).toBe(1001);
    expect(await db.transaction((tx) => nextChangeVersion(tx, a))).toBe(1002);
    expect(await currentChangeVersion(db, a)).toBe(1002);
    // Pupil b's cookie has not moved: nothing of b's changed.
    expect(await currentChangeVersion(db, b)).toBe(1000);
    expect(await db.transaction((tx) => nextChangeVersion(tx, b))).toBe(1001);
    expect(await currentChangeVersion(db, a)).toBe(1002);
  });

  it("let one pupil's change commit while another pupil's transaction holds a version", async () => {
    const a = (await t.signUp()).userId;
    const b = (await t.signUp()).userId;
    const holding = gate();
    const release = gate();
    const first = db.transaction(async (tx) => {
      const version = await nextChangeVersion(tx, a);
      holding.open();
      await release.opened;
      return version;
    });
    await holding.opened;
    const second = db.transaction((tx) => nextChangeVersion(tx, b));
    // PostgreSQL runs the two side by side: with one counter row for everyone, b would wait for a's
    // commit here and the test would time out. SQLite has one writer, so b waits for a's release.
    if (t.store.engine === 'postgres') await second;
    release.open();
    const [va, vb] = await Promise.all([first, second]);
    expect(await currentChangeVersion(db, a)).toBe(va);
    expect(await currentChangeVersion(db, b)).toBe(vb);
  });

  it('keep a pull cookie below a change that is written but not yet committed', async () => {
    const { userId } = await t.signUp();
    const before = await currentChangeVersion(db, userId);
    const holding = gate();
    const release = gate();
    const writing = db.transaction(async (tx) => {
      const version = await nextChangeVersion(tx, userId);
      holding.open();
      await release.opened;
      return version;
    });
    await holding.opened;
    // Read outside the open transaction: the cookie a pull would hand out now.
    const cookie = await currentChangeVersion(db, userId);
    expect(cookie).toBe(before);
    release.open();
    const version = await writing;
    expect(version).toBeGreaterThan(cookie);
    expect(await currentChangeVersion(db, userId)).toBe(version);
  });
});
