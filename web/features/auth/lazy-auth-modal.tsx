// The auth modal off the first load: this small listener waits for the first 'app:auth-modal' or
// 'app:auth-required' event (or a signed-in user who has not accepted the agreement) and only then
// loads the modal's frames and forms, handing it the frame that was asked for. Offline the chunk
// comes from the service worker's precache.
import { useEffect, useState, type ComponentType } from 'react';
import { AUTH_MODAL_EVENT, AUTH_REQUIRED_EVENT, type AuthFrame, type AuthModalDetail } from '../../lib/auth-modal.ts';
import { useCurrentUser } from '../../lib/session.ts';

type Modal = ComponentType<{ initialFrame: AuthFrame | null; initialClosable: boolean }>;

function isDetail(e: Event): e is CustomEvent<AuthModalDetail> {
  return e instanceof CustomEvent && typeof e.detail === 'object' && e.detail !== null && 'frame' in e.detail;
}

export function LazyAuthModal() {
  const [Loaded, setLoaded] = useState<Modal | null>(null);
  const [initial, setInitial] = useState<AuthFrame | null>(null);
  const [closable, setClosable] = useState(true);
  const [wanted, setWanted] = useState(false);
  const user = useCurrentUser();
  const agreementMissing = user ? user.isAgreement === false : false;

  useEffect(() => {
    if (Loaded) return;
    const onOpen = (e: Event) => {
      if (!isDetail(e)) return;
      setInitial(e.detail.frame);
      setClosable(e.detail.closable !== false);
      setWanted(true);
    };
    const onRequired = () => {
      setInitial((f) => f ?? 'login');
      setWanted(true);
    };
    window.addEventListener(AUTH_MODAL_EVENT, onOpen);
    window.addEventListener(AUTH_REQUIRED_EVENT, onRequired);
    return () => {
      window.removeEventListener(AUTH_MODAL_EVENT, onOpen);
      window.removeEventListener(AUTH_REQUIRED_EVENT, onRequired);
    };
  }, [Loaded]);

  useEffect(() => {
    if ((!wanted && !agreementMissing) || Loaded) return;
    let live = true;
    void import('./auth-modal.tsx').then((m) => {
      if (live) setLoaded(() => m.AuthModal);
    });
    return () => {
      live = false;
    };
  }, [wanted, agreementMissing, Loaded]);

  return Loaded ? <Loaded initialFrame={initial} initialClosable={closable} /> : null;
}
