// Actions the server acknowledged, kept on the device for a while (7 days, at most 2,000 per owner):
// a server restored from an earlier backup answers 409 with an older last_mutation_id, and the device
// sends these again under their original ids (gap.ts), so the server applies each once. Kept in
// syncMeta, apart from the outbox, so nothing that reads the queue ever sees them as waiting.
import type { OutboxRow } from './local-schema.ts';
import { metaKeys, type OutboxStore, type OutboxTx } from './outbox-store.ts';

export const KEEP_ACKNOWLEDGED_MS = 7 * 24 * 60 * 60 * 1000;
export const KEEP_ACKNOWLEDGED_MAX = 2_000;

export interface KeptAction {
  mutationId: number;
  name: string;
  args: unknown;
  itemKey?: string | null;
  at: string;
  acknowledgedAt: string;
  /** Refused by the server: counted as held (not lost after a restore), never sent again. */
  rejected?: boolean;
}

/** The kept list; with `now`, only what is still within the 7 days. */
export async function keptActions(tx: OutboxTx, owner: string, now?: Date): Promise<KeptAction[]> {
  const value = await tx.getMeta(metaKeys.acknowledged(owner));
  const kept = Array.isArray(value) ? (value as KeptAction[]) : [];
  if (!now) return kept;
  const since = now.getTime() - KEEP_ACKNOWLEDGED_MS;
  return kept.filter((k) => Date.parse(k.acknowledgedAt) >= since);
}

/** The highest id the server has acknowledged to this device (its answers, applied or refused). */
export async function lastAcknowledgedId(tx: OutboxTx, owner: string): Promise<number> {
  const value = await tx.getMeta(metaKeys.lastAcknowledgedId(owner));
  return typeof value === 'number' ? value : 0;
}

/** Replaces the kept list: newest 2,000 of the last 7 days, in id order. */
export async function setKeptActions(tx: OutboxTx, owner: string, kept: KeptAction[], now: Date): Promise<void> {
  const since = now.getTime() - KEEP_ACKNOWLEDGED_MS;
  const fresh = kept
    .filter((k) => Date.parse(k.acknowledgedAt) >= since)
    .sort((a, b) => a.mutationId - b.mutationId)
    .slice(-KEEP_ACKNOWLEDGED_MAX);
  await tx.setMeta(metaKeys.acknowledged(owner), fresh);
}

/** Records the rows the server just answered (applied or refused) in the kept list. */
export async function keepAcknowledged(
  tx: OutboxTx,
  owner: string,
  answered: readonly { row: OutboxRow; outcome: 'applied' | 'rejected' }[],
  now: Date,
): Promise<void> {
  if (answered.length === 0) return;
  const acknowledgedAt = now.toISOString();
  const ids = new Set(answered.map((a) => a.row.mutationId));
  const kept = (await keptActions(tx, owner)).filter((k) => !ids.has(k.mutationId));
  for (const { row, outcome } of answered) {
    kept.push({
      mutationId: row.mutationId,
      name: row.name,
      args: row.args,
      itemKey: row.itemKey ?? null,
      at: row.at,
      acknowledgedAt,
      ...(outcome === 'rejected' ? { rejected: true } : {}),
    });
  }
  await setKeptActions(tx, owner, kept, now);
  const last = Math.max(await lastAcknowledgedId(tx, owner), ...ids);
  await tx.setMeta(metaKeys.lastAcknowledgedId(owner), last);
}

/** The user has read the notice of lost actions. */
export async function dismissLostActions(store: OutboxStore, owner: string): Promise<void> {
  await store.transaction((tx) => tx.setMeta(metaKeys.lostActions(owner), 0));
}

/** How many actions a restore lost that this device could not send again (for the notice). */
export async function lostActionCount(tx: OutboxTx, owner: string): Promise<number> {
  const value = await tx.getMeta(metaKeys.lostActions(owner));
  return typeof value === 'number' ? value : 0;
}
