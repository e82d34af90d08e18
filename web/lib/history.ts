// Browsing history's hook for the screens that record visits: every opened material, news item or event is
// kept for the device at once (device-replays.ts: across a reload of the tab too) and written once the store is
// open by history-visits.ts, which loads when the page is idle, so the first load does not carry it (issue 17).
// Never throws into a screen.
import { useEffect, useRef } from 'react';
import { keepForReplay } from './device-replays.ts';
import type { KeptVisit } from './history-visits.ts';
import { whenIdle } from './when-idle.ts';

export interface Visit {
  type: KeptVisit['type'];
  id: number;
  title: string;
  preview?: string;
  slug?: string;
}

function kept(visit: Visit): KeptVisit {
  const shown = {
    title: visit.title.slice(0, 500),
    preview: visit.preview?.slice(0, 2000),
    slug: visit.slug?.slice(0, 300),
  };
  return { type: visit.type, id: visit.id, at: new Date().toISOString(), shown };
}

/** Records the visit once per item: a re-render or a refreshed copy of the same item adds nothing. */
export function useRecordVisit(visit: Visit | null | undefined): void {
  const latest = useRef(visit);
  latest.current = visit;
  const key = visit ? `${visit.type}:${visit.id}` : null;
  useEffect(() => {
    if (!key || !latest.current) return;
    void keepForReplay('visit', kept(latest.current)).catch((e: unknown) => console.error(e));
    whenIdle(() => void import('./history-visits.ts').then((m) => m.writeKeptVisits(), console.error));
  }, [key]);
}
