// The address flags' handler (auth-url-flags.tsx, with the SSO and social sign-in calls) off the first
// load: it loads when the opened or the current address carries a flag (?auth, ?temporary_token,
// ?state&code), from the service worker's cache offline, and stays once loaded.
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useRef } from 'react';
import { flagsWaiting } from './opened-address.ts';

const AuthUrlFlags = lazy(() => import('./auth-url-flags.tsx').then((m) => ({ default: m.AuthUrlFlags })));

export function LazyAuthUrlFlags() {
  // Read on every address change: the header's 'Войти' link adds ?auth=login within the app.
  useRouterState({ select: (s) => s.location.href });
  const wanted = useRef(false);
  if (!wanted.current && flagsWaiting(window.location.href)) wanted.current = true;
  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <AuthUrlFlags />
    </Suspense>
  );
}
