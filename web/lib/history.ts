// Browsing history: every opened material, news item or event goes to the device (Dexie
// `history`, per user or 'guest', 30 newest, unique by type and id). A signed-in user's visit is
// queued ('history-add', which writes the device row in the same transaction and syncs quietly);
// a guest's is written on the device only. Never throws into a screen.
import { useEffect, useRef } from 'react';
import { historyPrefix, historyRow, staleHistoryKeys } from '../../sync/mutations/history-client.ts';
import type { HistoryAddArgs } from '../../sync/mutations/history.ts';
import { localDb } from './local-db.ts';
import { getCachedUser, ownerOf } from './session.ts';
import { queueMutation } from './sync-client.ts';

export interface Visit {
  type: HistoryAddArgs['type'];
  id: number;
  title: string;
  preview?: string;
  slug?: string;
}

export { historyPrefix };

async function record(visit: Visit): Promise<void> {
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
  await localDb.transaction('rw', localDb.history, async () => {
    await localDb.history.put(historyRow(null, args, at));
    const stale = staleHistoryKeys(await localDb.history.where('key').startsWith(historyPrefix(null)).toArray());
    if (stale.length) await localDb.history.bulkDelete(stale);
  });
}

function recordVisit(visit: Visit): void {
  void record(visit).catch((e: unknown) => console.error(e));
}

/** Records the visit once per item: a re-render or a refreshed copy of the same item adds nothing. */
export function useRecordVisit(visit: Visit | null | undefined): void {
  const latest = useRef(visit);
  latest.current = visit;
  const key = visit ? `${visit.type}:${visit.id}` : null;
  useEffect(() => {
    if (key && latest.current) recordVisit(latest.current);
  }, [key]);
}
