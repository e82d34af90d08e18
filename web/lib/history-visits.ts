// Browsing history: the visits useRecordVisit kept (history.ts) reach the device (Dexie `history`, per user
// or 'guest', 30 newest, unique by type and id) once the device store is open. A signed-in user's visit is
// queued ('history-add', which writes the device row in the same transaction and syncs quietly); a guest's is
// written on the device only (history-record.ts).
import type { HistoryAddArgs } from '../../sync/mutations/history.ts';
import { registerReplay } from './device-replays.ts';
import type { LocalDb } from './local-db.ts';
import { getCachedUser, ownerOf } from './session.ts';
import { queueMutation } from './sync-client.ts';

/** What useRecordVisit keeps for the device (history.ts). */
export type KeptVisit = HistoryAddArgs & { at: string };

/** Writes a visit once the device store is open: queued for the user the device knows, else a guest's row. */
async function recordOnDevice(db: LocalDb, args: KeptVisit): Promise<void> {
  const user = await getCachedUser();
  if (user) await queueMutation(ownerOf(user), 'history-add', args);
  else await (await import('./history-record.ts')).recordGuestVisit(db, args);
}

/**
 * Writes the visits kept before the store opened, on this page or before a reload of the tab (the screens that
 * record visits, and the history screen, which shows them).
 */
export function writeKeptVisits(): void {
  // What was kept under 'visit' is the KeptVisit that useRecordVisit kept.
  registerReplay('visit', (db, data) => recordOnDevice(db, data as KeptVisit));
}
