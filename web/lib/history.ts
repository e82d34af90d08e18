// Browsing history: every opened material, news item or event goes to the device (Dexie
// `history`, per user or 'guest', 30 newest, unique by type and id), once the device store is
// open (kept across a reload of the tab until then, device-replays.ts). A signed-in user's visit is
// queued ('history-add', which writes the device row in the same transaction and syncs quietly); a
// guest's is written on the device only (history-record.ts). Never throws into a screen.
import { useEffect, useRef } from 'react';
import type { HistoryAddArgs } from '../../sync/mutations/history.ts';
import { keepForReplay, registerReplay } from './device-replays.ts';
import type { LocalDb } from './local-db.ts';
import { metaKeys } from '../../sync/client/outbox-store.ts';
import { firstScreenValue } from './first-screen.ts';
import { getCachedUser, ownerOf, type CurrentUser } from './session.ts';
import { queueMutation } from './sync-client.ts';

export interface Visit {
  type: HistoryAddArgs['type'];
  id: number;
  title: string;
  preview?: string;
  slug?: string;
}

type KeptVisit = HistoryAddArgs & { at: string };

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
  // What was kept under 'visit' is the KeptVisit that record() kept.
  registerReplay('visit', (db, data) => recordOnDevice(db, data as KeptVisit));
}

async function record(visit: Visit): Promise<void> {
  const at = new Date().toISOString();
  const shown = {
    title: visit.title.slice(0, 500),
    preview: visit.preview?.slice(0, 2000),
    slug: visit.slug?.slice(0, 300),
  };
  const args = { type: visit.type, id: visit.id, at, shown } satisfies KeptVisit;
  // The user the server named on this page is queued at once (the worker writes the device row);
  // otherwise the device store says who it is, once open (a guest's opens once the first screen is drawn).
  const named = firstScreenValue<CurrentUser | null>(metaKeys.session);
  if (named) await queueMutation(ownerOf(named), 'history-add', args);
  else await keepForReplay('visit', args);
}

/** Records the visit once per item: a re-render or a refreshed copy of the same item adds nothing. */
export function useRecordVisit(visit: Visit | null | undefined): void {
  const latest = useRef(visit);
  latest.current = visit;
  const key = visit ? `${visit.type}:${visit.id}` : null;
  useEffect(writeKeptVisits, []);
  useEffect(() => {
    if (key && latest.current) void record(latest.current).catch((e: unknown) => console.error(e));
  }, [key]);
}
