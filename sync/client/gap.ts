// Recovery from a 409 gap: the server's last applied id for this client is below the ids we
// hold (its data was restored, or ours outlived it). Rows the server holds are dropped; the
// unsent rows are renumbered to continue from its last id, in the same order.
import type { OutboxRow } from './local-schema.ts';
import { metaKeys, outboxKey, type OutboxStore } from './outbox-store.ts';

export async function recoverFromGap(
  store: OutboxStore,
  owner: string,
  batch: readonly OutboxRow[],
  serverLast: number,
): Promise<void> {
  const inFlight = new Set(batch.map((r) => r.key));
  await store.transaction(async (tx) => {
    const rows = await tx.rows(owner);
    let next = serverLast;
    for (const row of rows) {
      if (row.mutationId <= serverLast) {
        if (row.state !== 'rejected') await tx.remove(row.key);
        continue;
      }
      await tx.remove(row.key);
      if (row.state === 'rejected') {
        // Kept for the user to see, under a key no renumbered row can take.
        await tx.put({ ...row, key: `${owner}:rejected:${row.mutationId}` });
        continue;
      }
      next++;
      const state = inFlight.has(row.key) || row.state === 'sending' ? 'pending' : row.state;
      await tx.put({ ...row, key: outboxKey(owner, next), mutationId: next, state });
    }
    await tx.setMeta(metaKeys.lastQueuedId(owner), next);
  });
}
