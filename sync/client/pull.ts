// Pull: the user's state changed on the server since our cookie (another device, or our own
// pushes) written into the device store. The server's value wins for every item that has no
// local mutation still waiting; for those the local (newer) wish stays until it is settled.
import type { PullResponse } from '../protocol/envelopes.ts';
import { bookmarkItemKey, bookmarkRowKey } from './item-keys.ts';
import type { BookmarkRow } from './local-schema.ts';
import type { SyncTransport } from './transport.ts';

export interface PullStore {
  cookie(owner: string): Promise<number>;
  /** Writes the merge and the new cookie in one transaction. */
  apply(owner: string, response: PullResponse): Promise<void>;
}

/** The bookmark rows a pull writes: those without an unsettled local mutation. */
export function pulledBookmarkRows(owner: string, response: PullResponse, unsettled: ReadonlySet<string>): BookmarkRow[] {
  return response.bookmarks
    .filter((b) => !unsettled.has(bookmarkItemKey(b.type, b.id)))
    .map((b) => ({ key: bookmarkRowKey(owner, b.type, b.id), owner, type: b.type, id: b.id, on: b.on, updatedAt: b.updated_at, pending: false }));
}

export type PullResult = { status: 'ok'; cookie: number; changes: number } | { status: 'failed'; error: string };

export async function pullChanges(transport: SyncTransport, store: PullStore, owner: string): Promise<PullResult> {
  const outcome = await transport.pull(await store.cookie(owner));
  if (outcome.kind === 'failed') return { status: 'failed', error: outcome.error };
  await store.apply(owner, outcome.response);
  return { status: 'ok', cookie: outcome.response.cookie, changes: outcome.response.bookmarks.length };
}
