// The storage the outbox logic runs on, as a small interface so sync/ stays pure: the
// worker and the service worker implement it with Dexie (workers/dexie-outbox-store.ts).
// Every call inside one `transaction` callback must be atomic (one IndexedDB transaction).
import type { OutboxRow } from './local-schema.ts';

export interface OutboxTx {
  /** The owner's rows, ordered by mutationId (rejected ones included). */
  rows(owner: string): Promise<OutboxRow[]>;
  put(row: OutboxRow): Promise<void>;
  remove(key: string): Promise<void>;
  getMeta(key: string): Promise<unknown>;
  setMeta(key: string, value: unknown): Promise<void>;
}

export interface OutboxStore<Tx extends OutboxTx = OutboxTx> {
  /** Runs fn in one read-write transaction; fn must await only the tx's own calls. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

/** syncMeta keys. Client ids and counters are per owner (user id) on one device. */
export const metaKeys = {
  clientId: (owner: string) => `clientId:${owner}`,
  lastQueuedId: (owner: string) => `lastQueuedId:${owner}`,
  pullCookie: (owner: string) => `pullCookie:${owner}`,
  /** Acknowledged actions kept for a restored server (kept-actions.ts). */
  acknowledged: (owner: string) => `acknowledged:${owner}`,
  lastAcknowledgedId: (owner: string) => `lastAcknowledgedId:${owner}`,
  /** Actions a restored server lost that the device no longer held: the notice's count. */
  lostActions: (owner: string) => `lostActions:${owner}`,
  /** The signed-in user as last seen by the page ({user, checkedAt}); read offline. */
  session: 'session',
  persistAsked: 'persistAsked',
} as const;

export function outboxKey(owner: string, mutationId: number): string {
  return `${owner}:${mutationId}`;
}

/** The client id of this owner on this device, created on first use. */
export async function ensureClientId(tx: OutboxTx, owner: string, newId: () => string): Promise<string> {
  const existing = await tx.getMeta(metaKeys.clientId(owner));
  if (typeof existing === 'string' && existing) return existing;
  const id = newId();
  await tx.setMeta(metaKeys.clientId(owner), id);
  return id;
}
