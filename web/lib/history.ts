// Browsing history: every opened material, news item or event goes to the device (Dexie
// `history`, per user or 'guest', 30 newest, unique by type and id), written once the device
// store is open (history-record.ts). Never throws into a screen.
import { useEffect, useRef } from 'react';
import { whenDeviceOpen } from './device-store.ts';
import type { Visit } from './history-record.ts';

export type { Visit };

async function record(visit: Visit): Promise<void> {
  const db = await whenDeviceOpen();
  const { recordVisit } = await import('./history-record.ts');
  await recordVisit(db, visit);
}

/** Records the visit once per item: a re-render or a refreshed copy of the same item adds nothing. */
export function useRecordVisit(visit: Visit | null | undefined): void {
  const latest = useRef(visit);
  latest.current = visit;
  const key = visit ? `${visit.type}:${visit.id}` : null;
  useEffect(() => {
    if (key && latest.current) void record(latest.current).catch((e: unknown) => console.error(e));
  }, [key]);
}
