// A guest's visit on the device only (loaded by history.ts, so the sync module's row helpers stay
// off the first load): the 30 newest, one row per item.
import { historyPrefix, historyRow, staleHistoryKeys } from '../../sync/mutations/history-client.ts';
import type { HistoryAddArgs } from '../../sync/mutations/history.ts';
import type { LocalDb } from './local-db.ts';

export async function recordGuestVisit(db: LocalDb, args: HistoryAddArgs & { at: string }): Promise<void> {
  await db.transaction('rw', db.history, async () => {
    await db.history.put(historyRow(null, args, args.at));
    const stale = staleHistoryKeys(await db.history.where('key').startsWith(historyPrefix(null)).toArray());
    if (stale.length) await db.history.bulkDelete(stale);
  });
}
