// What the sync indicator shows, read from the device store: the signed-in owner's actions
// waiting to be sent (contest works kept on the device among them), those that keep failing, and
// those the server rejected.
import { metaKeys } from '../../sync/client/outbox-store.ts';
import { isQuietMutation } from '../../sync/mutations/quiet-mutations.ts';
import { useDeviceQuery } from './device-query.ts';
import type { OutboxRow } from './local-db.ts';
import { ownerOf, useCurrentUser } from './session.ts';
import { UNQUEUED_STATES } from './work-uploads/work-states.ts';

/** After this many failed sends an action is shown as having trouble. */
const STUCK_AFTER_ATTEMPTS = 3;

export interface SyncStatus {
  owner: string | null;
  pending: number;
  /** Actions that failed several times (quiet ones too: they hold the queue back). */
  stuck: OutboxRow[];
  rejected: OutboxRow[];
  /** Acknowledged actions a server restored from a backup lost and this device no longer held. */
  lost: number;
}

export function useSyncStatus(): SyncStatus {
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const rows =
    useDeviceQuery(owner ? (db) => db.outbox.where('owner').equals(owner).sortBy('mutationId') : null, [owner]) ?? [];
  // Contest works kept on the device count too until their video is uploaded and the send queued.
  const keptWorks =
    useDeviceQuery(
      owner
        ? (db) =>
            db.pendingWorks
              .where('owner')
              .equals(owner)
              .filter((w) => UNQUEUED_STATES.includes(w.state))
              .count()
        : null,
      [owner],
    ) ?? 0;
  const lost = useDeviceQuery(owner ? (db) => db.syncMeta.get(metaKeys.lostActions(owner)) : null, [owner])?.value ?? 0;
  const waiting = rows.filter((r) => r.state !== 'rejected');
  return {
    owner,
    // Quiet mutations (history) sync in the background: not the user's pending action.
    pending: waiting.filter((r) => !isQuietMutation(r.name)).length + keptWorks,
    stuck: waiting.filter((r) => r.attempts >= STUCK_AFTER_ATTEMPTS && r.lastError),
    rejected: rows.filter((r) => r.state === 'rejected'),
    lost: typeof lost === 'number' ? lost : 0,
  };
}
