// Comments written on this device and not yet on the server ('comment-add' in the outbox): queued
// with a client key so the server stores each once; shown as 'Отправится при подключении' while
// waiting; a refused one keeps its text on the device until the writer sends it again or drops it.
import { useSyncExternalStore } from 'react';
import { pendingCommentKey } from '../../../sync/mutations/comments-client.ts';
import type { CommentableType } from '../../../sync/rules/social.ts';
import type { PendingCommentRow } from '../../lib/local-db.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';
import { openDevice } from '../../lib/device-store.ts';
import { dismissRejected, queueMutation } from '../../lib/sync-client.ts';
import { waitForDevice } from '../../lib/wait-for-device.ts';
import { isOffline } from '../../lib/reachability.ts';

export const WAITING_LABEL = 'Отправится при подключении';
/** How long a form waits for the server's answer before it lets the comment wait in the list. */
const ANSWER_WAIT_MS = 8000;

export interface CommentTarget {
  type: CommentableType;
  id: number;
}

/** '/page/12' -> post 12, '/event/3' -> event 3, '/event-news/news/5' -> news 5. */
export function commentTargetOf(base: string): CommentTarget | null {
  const m = /\/(page|event|news)\/(\d+)$/.exec(base);
  if (!m) return null;
  return { type: m[1] === 'page' ? 'post' : (m[1] as 'event' | 'news'), id: Number(m[2]) };
}

// Comments whose form is still waiting for the server's answer: the form shows that answer, so the
// list leaves them out and a refusal is not shown twice.
const awaited = new Set<string>();
let awaitedVersion = 0;
const awaitedListeners = new Set<() => void>();

function setAwaited(clientKey: string, waiting: boolean): void {
  if (waiting) awaited.add(clientKey);
  else awaited.delete(clientKey);
  awaitedVersion += 1;
  for (const listener of awaitedListeners) listener();
}

function subscribeAwaited(listener: () => void): () => void {
  awaitedListeners.add(listener);
  return () => awaitedListeners.delete(listener);
}

export function usePendingComments(owner: string | null, target: CommentTarget | null): PendingCommentRow[] {
  const version = useSyncExternalStore(subscribeAwaited, () => awaitedVersion);
  // Read once the device store is open (at once for a signed-in user): the comments section's code never brings
  // Dexie in itself, and a guest has nothing to read (issue 17).
  return useDeviceQuery(
    owner && target
      ? (db) =>
          db.pendingComments
            .where('[type+id]')
            .equals([target.type, target.id])
            .filter((r) => r.owner === owner && !awaited.has(r.clientKey))
            .sortBy('at')
      : null,
    [owner, target?.type, target?.id, version],
    [],
  );
}

export type QueuedComment = { outcome: 'applied' } | { outcome: 'waiting' } | { outcome: 'rejected'; detail: string };

/**
 * Queues a comment and, with a network, waits a few seconds for the server's answer, so a refusal
 * can be shown under the form that still holds the text.
 */
export async function queueComment(
  owner: string,
  target: CommentTarget,
  text: string,
  parentId?: number,
): Promise<QueuedComment> {
  const clientKey = crypto.randomUUID();
  const online = !isOffline();
  if (online) setAwaited(clientKey, true);
  try {
    const saved = await queueMutation(owner, 'comment-add', {
      type: target.type,
      id: target.id,
      text,
      client_key: clientKey,
      ...(parentId ? { parent_id: parentId } : {}),
    });
    if (!saved) throw new Error('Device storage is full');
    if (!online) return { outcome: 'waiting' };
    const key = pendingCommentKey(owner, clientKey);
    const settled = await waitForDevice(
      async (db) => (await db.pendingComments.get(key)) ?? 'applied',
      (row) => row === 'applied' || row.state === 'rejected',
      ANSWER_WAIT_MS,
    );
    if (settled === null) return { outcome: 'waiting' };
    if (settled === 'applied') return { outcome: 'applied' };
    // The form keeps the text and shows the reason: the device copy is not needed twice.
    await dropPendingComment(settled);
    return { outcome: 'rejected', detail: settled.detail ?? '' };
  } finally {
    setAwaited(clientKey, false);
  }
}

/** Removes a refused comment from the device (and its refused action from the outbox). */
export async function dropPendingComment(row: PendingCommentRow): Promise<void> {
  const localDb = await openDevice();
  const rejected = await localDb.outbox
    .where('owner')
    .equals(row.owner)
    .filter((r) => r.itemKey === `comment:${row.clientKey}` && r.state === 'rejected')
    .first();
  if (rejected) await dismissRejected(row.owner, rejected.key);
  await localDb.pendingComments.delete(row.key);
}
