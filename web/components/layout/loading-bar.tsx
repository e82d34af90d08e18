// The navigation progress bar: appears only when a navigation takes longer than 200 ms
// and finishes (or gives up) after at most 5000 ms.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

const LOADING_THROTTLE_MS = 200;
const LOADING_DURATION_MS = 5000;

type BarState = 'idle' | 'running' | 'done';

export function LoadingBar() {
  const busy = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const [state, setState] = useState<BarState>('idle');
  useEffect(() => {
    if (!busy) {
      setState((cur) => (cur === 'running' ? 'done' : cur));
      const t = window.setTimeout(() => setState('idle'), 300);
      return () => window.clearTimeout(t);
    }
    const show = window.setTimeout(() => setState('running'), LOADING_THROTTLE_MS);
    const stop = window.setTimeout(() => setState('done'), LOADING_DURATION_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(stop);
    };
  }, [busy]);
  if (state === 'idle') return null;
  return <div className={`loading-bar loading-bar--${state}`} role="progressbar" aria-label="Загрузка страницы" />;
}
