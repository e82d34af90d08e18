// Recovery from a 409 gap: the server's last applied id for this client is below the ids we hold
// (it was restored from an earlier backup, or a discarded row left a hole). Acknowledged actions the
// server no longer has (kept-actions.ts) go back into the queue ahead of the unsent rows: under their
// original ids when they continue the server's last id without a hole, else all are renumbered from
// it, in the same order. Either way the server applies each once. Acknowledged actions the device no
// longer holds are counted for the user's notice.
import { keptActions, lastAcknowledgedId, setKeptActions } from './kept-actions.ts';
import type { OutboxRow } from './local-schema.ts';
import { metaKeys, outboxKey, type OutboxStore } from './outbox-store.ts';

export interface GapRecovery {
  /** Acknowledged actions queued again for the restored server. */
  resent: number;
  /** Acknowledged actions the server lost and the device no longer held. */
  lost: number;
}

export async function recoverFromGap(
  store: OutboxStore,
  owner: string,
  batch: readonly OutboxRow[],
  serverLast: number,
  now: Date = new Date(),
): Promise<GapRecovery> {
  const inFlight = new Set(batch.map((r) => r.key));
  return store.transaction(async (tx) => {
    const rows = await tx.rows(owner);
    const kept = await keptActions(tx, owner, now);
    const lostByServer = kept.filter((k) => k.mutationId > serverLast);
    const held = new Set(lostByServer.map((k) => k.mutationId));
    const acknowledged = await lastAcknowledgedId(tx, owner);
    let lost = 0;
    for (let id = serverLast + 1; id <= acknowledged; id++) if (!held.has(id)) lost++;

    const queued: OutboxRow[] = [];
    for (const row of rows) {
      if (row.state === 'rejected') {
        // Kept for the user to see, under a key no renumbered row can take.
        if (row.mutationId > serverLast) {
          await tx.remove(row.key);
          await tx.put({ ...row, key: `${owner}:rejected:${row.mutationId}` });
        }
        continue;
      }
      await tx.remove(row.key);
      if (row.mutationId <= serverLast) continue;
      const state = inFlight.has(row.key) || row.state === 'sending' ? 'pending' : row.state;
      queued.push({ ...row, state });
    }
    const queuedIds = new Set(queued.map((r) => r.mutationId));
    const again = lostByServer
      .filter((k) => !k.rejected && !queuedIds.has(k.mutationId))
      .map((k): OutboxRow => ({
        key: outboxKey(owner, k.mutationId),
        owner,
        mutationId: k.mutationId,
        name: k.name,
        args: k.args,
        itemKey: k.itemKey ?? null,
        at: k.at,
        attempts: 0,
        state: 'pending',
        resent: true,
      }));
    const toSend = [...again, ...queued].sort((a, b) => a.mutationId - b.mutationId);
    const continues = toSend.every((r, i) => r.mutationId === serverLast + 1 + i);
    let next = serverLast;
    for (const row of toSend) {
      next++;
      const mutationId = continues ? row.mutationId : next;
      await tx.put({ ...row, key: outboxKey(owner, mutationId), mutationId });
    }
    // What the server lost is in the queue again: acknowledged once more, it is kept once more.
    await setKeptActions(
      tx,
      owner,
      kept.filter((k) => k.mutationId <= serverLast),
      now,
    );
    await tx.setMeta(metaKeys.lastAcknowledgedId(owner), serverLast);
    await tx.setMeta(metaKeys.lastQueuedId(owner), next);
    if (lost > 0) {
      const before = await tx.getMeta(metaKeys.lostActions(owner));
      await tx.setMeta(metaKeys.lostActions(owner), (typeof before === 'number' ? before : 0) + lost);
    }
    return { resent: again.length, lost };
  });
}
