// Browsing history: every opened material, news item or event goes to the device (Dexie
// `history`, per user or 'guest', 30 newest, unique by type and id) and, for a signed-in user,
// to the server through the outbox ('history-add'). Never throws into a screen.
import { useEffect, useRef } from 'react';
import type { HistoryAddArgs } from '../../sync/mutations/history.ts';
import { HISTORY_LIMIT } from '../../sync/mutations/history.ts';
import { localDb, type HistoryRow } from './local-db.ts';
import { getCachedUser, ownerOf } from './session.ts';
import { queueMutation } from './sync-client.ts';

export interface Visit { type: HistoryAddArgs['type']; id: number; title: string; preview?: string; slug?: string }

export const historyPrefix = (owner: string | null) => `${owner ?? 'guest'}:`;

async function record(visit: Visit): Promise<void> {
  const user = await getCachedUser();
  const owner = user ? ownerOf(user) : null;
  const prefix = historyPrefix(owner);
  const at = new Date().toISOString();
  // The slug is kept beside the shared row shape: the history list builds its links from it.
  const row: HistoryRow & { slug?: string } = { key: `${prefix}${visit.type}:${visit.id}`, id: visit.id, typeCode: visit.type, title: visit.title, preview: visit.preview, slug: visit.slug, viewedAt: at };
  await localDb.history.put(row);
  const mine = await localDb.history.where('key').startsWith(prefix).toArray();
  const stale = mine.sort((a, b) => b.viewedAt.localeCompare(a.viewedAt)).slice(HISTORY_LIMIT).map((r) => r.key);
  if (stale.length) await localDb.history.bulkDelete(stale);
  if (owner) await queueMutation(owner, 'history-add', { type: visit.type, id: visit.id, at });
}

export function recordVisit(visit: Visit): void {
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
