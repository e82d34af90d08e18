// 'Удалить' on an action that keeps failing: the user gives it up. The row leaves the outbox and
// its local effect is reverted like a rejection (unless a later action of the same item waits).
// Its id is not reused: if the server never saw it, the next push meets a 409 gap and the unsent
// rows are renumbered (gap.ts); if it did, the next pull brings the server's value back.
import type { DeviceStore } from './device-store.ts';
import { settleLocalEffects } from './settle-effects.ts';

const DISCARDED_DETAIL = 'Discarded by the user';

/** Call under the push lock (nothing of this owner in flight). Returns whether a row was removed. */
export async function discardMutation(store: DeviceStore, owner: string, key: string, at: string): Promise<boolean> {
  return store.transaction(async (tx) => {
    const row = (await tx.rows(owner)).find((r) => r.key === key);
    if (!row) return false;
    await tx.remove(key);
    if (row.state !== 'rejected')
      await settleLocalEffects(tx, owner, [{ row: { ...row, lastError: DISCARDED_DETAIL }, outcome: 'rejected' }], at);
    return true;
  });
}
