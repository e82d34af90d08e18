// The server's refusal of a queued action about one item (e.g. "You can't add like"), read from the
// outbox so the screen that made the action can show it in Russian where it was made.
import { messageFor } from './error-messages.ts';
import { useDeviceQuery } from './device-query.ts';
import { dismissRejected } from './sync-client.ts';

export interface RejectedAction {
  /** The outbox row's key, to dismiss it. */
  key: string;
  message: string;
}

/** The latest rejected action of `owner` about `itemKey` (the module's item key), if any. */
export function useRejectedAction(owner: string | null, itemKey: string): RejectedAction | null {
  return (
    useDeviceQuery(
      async (db) => {
        if (!owner) return null;
        const row = await db.outbox
          .where('owner')
          .equals(owner)
          .filter((r) => r.state === 'rejected' && r.itemKey === itemKey)
          .last();
        return row ? { key: row.key, message: messageFor({ detail: row.lastError ?? '', status: 400 }) } : null;
      },
      [owner, itemKey],
    ) ?? null
  );
}

/** Clears a shown refusal (a new try of the same item starts clean). */
export function dismissRejectedAction(owner: string, rejected: RejectedAction | null): void {
  if (rejected) void dismissRejected(owner, rejected.key).catch(() => undefined);
}
