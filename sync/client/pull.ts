// Pull: the user's state changed on the server since our cookie (another device, or our own
// pushes), written into the device store by each feature's pull section, with the new cookie,
// in one transaction. The server's value wins for every item that has no local mutation still
// waiting; for those the local (newer) wish stays until it is settled.
import * as v from 'valibot';
import { answerSections, pullSections } from '../mutations/client-registry.ts';
import type { PullResponse } from '../protocol/envelopes.ts';
import type { DeviceStore } from './device-store.ts';
import { unsettledItemKeys } from './item-keys.ts';
import { metaKeys } from './outbox-store.ts';
import type { SyncTransport } from './transport.ts';

export type PullResult = { status: 'ok'; cookie: number; changes: number } | { status: 'failed'; error: string };

/** The stored cookie of the owner (0: everything). */
async function pullCookie(store: DeviceStore, owner: string): Promise<number> {
  const value = await store.transaction((tx) => tx.getMeta(metaKeys.pullCookie(owner)));
  return typeof value === 'number' && value >= 0 ? value : 0;
}

/**
 * Merges every known section; a section this client does not know is ignored, a malformed one
 * is skipped whole (the next full pull repeats it). Returns how many items were merged.
 */
export async function applyPull(store: DeviceStore, owner: string, response: PullResponse): Promise<number> {
  return store.transaction(async (tx) => {
    const unsettled = unsettledItemKeys(await tx.rows(owner));
    let changes = 0;
    for (const section of pullSections) {
      const parsed = v.safeParse(v.array(section.item), response[section.key] ?? []);
      if (!parsed.success || parsed.output.length === 0) continue;
      await section.merge(tx, { owner, unsettled }, parsed.output);
      changes += parsed.output.length;
    }
    await tx.setMeta(metaKeys.pullCookie(owner), response.cookie);
    return changes;
  });
}

export async function pullChanges(transport: SyncTransport, store: DeviceStore, owner: string): Promise<PullResult> {
  const outcome = await transport.pull(await pullCookie(store, owner));
  if (outcome.kind === 'failed') return { status: 'failed', error: outcome.error };
  const changes = await applyPull(store, owner, outcome.response);
  return { status: 'ok', cookie: outcome.response.cookie, changes };
}

/**
 * Merges a screen's REST answer (GET /history, the bookmarks list) through the section named `key`, as a pull would:
 * one transaction, items with a local wish still waiting left alone. Items the section's schema refuses are skipped
 * whole (as in a pull). Returns how many items were merged.
 */
export async function applyAnswer(store: DeviceStore, owner: string, key: string, items: unknown[]): Promise<number> {
  const section = answerSections.find((s) => s.key === key);
  if (!section) throw new Error(`No section "${key}" to merge an answer through`);
  const parsed = v.safeParse(v.array(section.item), items);
  if (!parsed.success || parsed.output.length === 0) return 0;
  return store.transaction(async (tx) => {
    const unsettled = unsettledItemKeys(await tx.rows(owner));
    await section.merge(tx, { owner, unsettled }, parsed.output);
    return parsed.output.length;
  });
}
