// The header's bell, for signed-in users only: its button, panel and data (bell.tsx) load once
// someone is signed in, so a guest's first load carries none of it.
import { lazy, Suspense } from 'react';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';

const Bell = lazy(() => import('./bell.tsx').then((m) => ({ default: m.Bell })));

export function NotificationBell() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Bell key={user.id} owner={ownerOf(user)} />
    </Suspense>
  );
}
