// The auth modal: one small dialog whose frame changes (login, total-login, register,
// register-confirm, password-recovery, social-auth, social-confirmation, register-info).
// Opened by 'app:auth-modal' (openAuthModal) and by 'app:auth-required' (locked actions).
// Escape and the cross close it; an outside click does not, so typed data is not lost.
// Closing onboarding returns to the home page.
import './auth.css';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { PopupFrame } from '../../components/popups/popup-frame.tsx';
import { AUTH_MODAL_EVENT, AUTH_REQUIRED_EVENT, type AuthFrame, type AuthModalDetail } from '../../lib/auth-modal.ts';
import { useAgreementGate } from './agreement-gate.ts';
import { frameTitle, type AuthFlow, type FrameProps } from './auth-flow.ts';
import { LoginFrame } from './frames/login-frame.tsx';
import { RecoveryFrame } from './frames/recovery-frame.tsx';
import { RegisterConfirmFrame } from './frames/register-confirm-frame.tsx';
import { RegisterFrame } from './frames/register-frame.tsx';
import { SocialAuthFrame, SocialConfirmationFrame } from './frames/social-frames.tsx';
import { TotalLoginFrame } from './frames/total-login-frame.tsx';
import { RegisterInfoFrame } from './onboarding/register-info-frame.tsx';
import { readSocialCode } from './social-return.ts';

function isDetail(e: Event): e is CustomEvent<AuthModalDetail> {
  return e instanceof CustomEvent && typeof e.detail === 'object' && e.detail !== null && 'frame' in e.detail;
}

const FRAMES: Record<AuthFrame, ComponentType<FrameProps>> = {
  login: LoginFrame,
  'total-login': TotalLoginFrame,
  register: RegisterFrame,
  'register-confirm': RegisterConfirmFrame,
  'password-recovery': RecoveryFrame,
  'social-auth': SocialAuthFrame,
  'social-confirmation': SocialConfirmationFrame,
  'register-info': RegisterInfoFrame,
};

/** `initialFrame`: the frame asked for before this module was loaded (web/features/auth/lazy-auth-modal.tsx). */
export function AuthModal({
  initialFrame = null,
  initialClosable = true,
}: {
  initialFrame?: AuthFrame | null;
  initialClosable?: boolean;
}) {
  const [frame, setFrame] = useState<AuthFrame | null>(initialFrame);
  const [closable, setClosable] = useState(initialClosable);
  const [flow, setFlow] = useState<AuthFlow>(() =>
    initialFrame === 'social-auth' || initialFrame === 'social-confirmation' ? { social: readSocialCode() } : {},
  );
  const frameRef = useRef(frame);
  frameRef.current = frame;
  const navigate = useNavigate();

  useEffect(() => {
    const onOpen = (e: Event) => {
      if (!isDetail(e)) return;
      const next = e.detail.frame;
      setFrame(next);
      setClosable(e.detail.closable !== false);
      if (next === 'social-auth' || next === 'social-confirmation') setFlow({ social: readSocialCode() });
      else if (next === null || next === 'login' || next === 'register') setFlow({});
    };
    const onRequired = () =>
      setFrame((f) => {
        if (!f) setClosable(true);
        return f ?? 'login';
      });
    window.addEventListener(AUTH_MODAL_EVENT, onOpen);
    window.addEventListener(AUTH_REQUIRED_EVENT, onRequired);
    return () => {
      window.removeEventListener(AUTH_MODAL_EVENT, onOpen);
      window.removeEventListener(AUTH_REQUIRED_EVENT, onRequired);
    };
  }, []);

  const close = useCallback(() => {
    const was = frameRef.current;
    setFrame(null);
    setFlow({});
    if (was === 'register-info') void navigate({ to: '/' });
  }, [navigate]);

  // The agreement must be accepted (or the user signs out): total-login opened by the gate is unclosable.
  const openUnclosable = useCallback((next: AuthFrame | null) => {
    setFrame(next);
    setClosable(next === null);
  }, []);
  useAgreementGate(frame, openUnclosable);

  const go = useCallback((next: AuthFrame, patch: Partial<AuthFlow> = {}) => {
    setFlow((f) => ({ ...f, ...patch }));
    setFrame(next);
  }, []);

  useEffect(() => {
    if (!frame) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && closable) close();
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('has-popup');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('has-popup');
    };
  }, [frame, close, closable]);

  if (!frame) return null;
  const Frame = FRAMES[frame];
  return (
    <PopupFrame title={frameTitle(frame, flow)} onClose={closable ? close : undefined} contentKey={frame}>
      <div className="auth" data-frame={frame}>
        <Frame flow={flow} go={go} close={close} />
      </div>
    </PopupFrame>
  );
}
