// claimSetTime decides in SQL what isSuperseded decides in JavaScript, on the engine under test: for each stored
// action and new action, it stamps exactly when isSuperseded says the new one is not superseded, and otherwise
// leaves the stored action. (On PostgreSQL it compares bytes, `collate "C"`, as JavaScript does; the test
// servers' locale is C, so the punctuated client ids below agree either way here.)
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { setTimes } from '../../db/schema/sync.ts';
import { createTestApp } from '../testing/test-app.ts';
import { claimSetTime, isSuperseded, stampSetTime, type ActionTime } from './set-times.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;

const times = ['2026-11-30T10:00:00.000Z', '2026-11-30T10:00:00.001Z', '2026-11-30T09:59:59.999Z'];
const clients = ['', 'a-b', 'ab', 'a_c', 'B', 'b'];

describe('claimSetTime', () => {
  it('stamps exactly when isSuperseded says the action is not superseded, and leaves the stored action otherwise', async () => {
    const { userId } = await t.signUp();
    let n = 0;
    for (const storedAt of times)
      for (const storedClient of clients)
        for (const at of times)
          for (const clientId of clients) {
            const item = `test:${n++}`;
            const stored: ActionTime = { at: storedAt, clientId: storedClient };
            const time: ActionTime = { at, clientId };
            await stampSetTime(db, userId, item, stored);
            const superseded = await isSuperseded(db, userId, item, time);
            const claimed = await db.transaction((tx) => claimSetTime(tx, userId, item, time));
            expect(claimed, `${JSON.stringify(stored)} then ${JSON.stringify(time)}`).toBe(!superseded);
            const [row] = await db
              .select({ at: setTimes.setAt, clientId: setTimes.clientId })
              .from(setTimes)
              .where(and(eq(setTimes.userId, userId), eq(setTimes.item, item)));
            expect(row).toEqual(claimed ? time : stored);
          }
  });

  it('stamps an item no action set yet', async () => {
    const { userId } = await t.signUp();
    expect(await claimSetTime(db, userId, 'test:new', { at: times[0]!, clientId: 'x' })).toBe(true);
    expect(await isSuperseded(db, userId, 'test:new', { at: times[2]!, clientId: 'y' })).toBe(true);
    expect(await isSuperseded(db, userId, 'test:new', { at: times[1]!, clientId: 'y' })).toBe(false);
  });
});
