// Writes one visit (loaded by history.ts once the device store is open, so the sync module's
// schemas stay off the first load): a signed-in user's is queued ('history-add', which writes the
// device row in the same transaction and syncs quietly); a guest's is written on the device only.
import { historyPrefix, historyRow, staleHistoryKeys } from '../../sync/mutations/history-client.ts';
import type { HistoryAddArgs } from '../../sync/mutations/history.ts';
import type { LocalDb } from './local-db.ts';
import { getCachedUser, ownerOf } from './session.ts';
import { queueMutation } from './sync-client.ts';

export interface Visit {
  type: HistoryAddArgs['type'];
  id: number;
  title: string;
  preview?: string;
  slug?: string;
}

export async function recordVisit(db: LocalDb, visit: Visit): Promise<void> {
  const user = await getCachedUser();
  const owner = user ? ownerOf(user) : null;
  const at = new Date().toISOString();
  const shown = {
    title: visit.title.slice(0, 500),
    preview: visit.preview?.slice(0, 2000),
    slug: visit.slug?.slice(0, 300),
  };
  const args: HistoryAddArgs = { type: visit.type, id: visit.id, at, shown };
  if (owner) {
    await queueMutation(owner, 'history-add', args);
    return;
  }
  await db.transaction('rw', db.history, async () => {
    await db.history.put(historyRow(null, args, at));
    const stale = staleHistoryKeys(await db.history.where('key').startsWith(historyPrefix(null)).toArray());
    if (stale.length) await db.history.bulkDelete(stale);
  });
}
