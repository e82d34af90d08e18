// A screen's hook for its scroll statistics (scroll-statistics.ts): the recording's code loads and starts once the
// page is idle, so it is not part of a post's first load (issue 17). A page left before that records no view.
import { useEffect } from 'react';
import type { StatisticsPageType } from './scroll-statistics.ts';
import { whenIdle } from './when-idle.ts';
import { isOffline } from './reachability.ts';

/** Records the opening of `pageType` `pageId` and its scroll depth; no-op while the id is unknown or offline. */
export function useScrollStatistics(pageType: StatisticsPageType, pageId: number | undefined): void {
  useEffect(() => {
    if (pageId === undefined || isOffline()) return;
    const started = Date.now();
    let stop: (() => void) | null = null;
    let left = false;
    whenIdle(() => {
      void import('./scroll-statistics.ts')
        .then((m) => {
          if (!left) stop = m.trackScrollStatistics(pageType, pageId, started);
        })
        .catch(() => undefined);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pageType, pageId]);
}
