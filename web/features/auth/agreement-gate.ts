// The spec's rule "total-login opens when isAgreement is missing", for every way of signing in
// (SSO token, a session from an earlier visit, social return): once per user and page load.
import { useEffect, useRef } from 'react';
import type { AuthFrame } from '../../lib/auth-modal.ts';
import { useCurrentUser } from '../../lib/session.ts';

/**
 * Opens total-login when the signed-in user has not accepted the agreement and no frame is
 * open (an open frame, such as login, finishes the sign-in itself); closes it once accepted.
 */
export function useAgreementGate(frame: AuthFrame | null, setFrame: (frame: AuthFrame | null) => void): void {
  const user = useCurrentUser();
  const asked = useRef(new Set<number>());
  const id = user?.id;
  const agreement = user ? user.isAgreement : undefined;
  useEffect(() => {
    if (id === undefined) return;
    if (agreement === true && frame === 'total-login') return setFrame(null);
    if (agreement !== false || asked.current.has(id)) return;
    asked.current.add(id);
    if (frame === null) setFrame('total-login');
  }, [id, agreement, frame, setFrame]);
}
