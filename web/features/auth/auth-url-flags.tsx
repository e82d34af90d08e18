// The address flags of accounts (spec section 2): ?auth opens the modal (register; 'login'
// from the header's link), ?temporary_token signs in through the external SSO and passes
// /success on the way home, and / with ?state&code finishes a social sign-in or link.
// Each flag is removed from the address once handled.
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openPopup } from '../../components/popups/popup-events.ts';
import { ApiError } from '../../lib/api-client.ts';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { completeSignIn, refreshCurrentUser } from '../../lib/session.ts';
import { authByTemporaryToken, linkSocial } from './auth-api.ts';
import { SOCIAL_LABELS } from './auth-flow.ts';
import { takeOpenedAddress } from './opened-address.ts';
import { forgetSocialCode, readState, rememberSocialCode } from './social-return.ts';
import { isSpecialContestPath } from './sso-link.tsx';

// Flags already acted on in this page. Replacing the address re-runs the effect before the
// new address is visible, and a social code or SSO token must be spent exactly once: a
// second link_social racing the first one's cookie would link instead of signing in.
const handled = new Set<string>();
function firstTime(key: string): boolean {
  if (handled.has(key)) return false;
  handled.add(key);
  return true;
}

function failed(title: string, e: unknown): void {
  openPopup('response', { title, html: messageFor(e instanceof ApiError ? e : null), button: 'Понятно', error: true });
}

async function finishSocial(state: string, code: string): Promise<void> {
  const read = readState(state);
  if (!read) return;
  const pending = { social: read.social, code, state };
  rememberSocialCode(pending);
  try {
    const answer = await linkSocial(pending);
    if ('accessToken' in answer) {
      forgetSocialCode();
      await completeSignIn({ accessToken: answer.accessToken, user: answer.user });
      if ('created' in answer && answer.created) openAuthModal('register-info');
    } else {
      // Signed in already: the network is now linked to this profile.
      forgetSocialCode();
      await refreshCurrentUser();
      openPopup('text-info', {
        title: 'Готово',
        text: `Аккаунт ${SOCIAL_LABELS[read.social]} привязан к профилю`,
        button: 'Отлично',
      });
    }
  } catch (e) {
    const body = e instanceof ApiError ? e.body : null;
    if (
      e instanceof ApiError &&
      e.status === 400 &&
      body &&
      typeof body === 'object' &&
      'detail' in body &&
      body.detail === 'Login required'
    ) {
      const fullName = 'full_name' in body && typeof body.full_name === 'string' ? body.full_name : undefined;
      rememberSocialCode({ ...pending, fullName });
      openAuthModal(read.modal);
    } else {
      forgetSocialCode();
      failed('Не удалось войти через соцсеть', e);
    }
  }
}

export function AuthUrlFlags() {
  const router = useRouter();
  const href = useRouterState({ select: (s) => s.location.href });
  useEffect(() => {
    const url = new URL(window.location.href);
    const opened = takeOpenedAddress();
    const first = opened ? new URL(opened) : null;
    const params = first && first.pathname === url.pathname ? first.searchParams : url.searchParams;
    const auth = params.get('auth');
    const token = params.get('temporary_token');
    const state = params.get('state');
    const code = params.get('code');
    const social = url.pathname === '/' && state && code;
    if (auth === null && !token && !social) return;
    for (const name of ['auth', 'temporary_token', ...(social ? ['state', 'code'] : [])]) params.delete(name);
    const rest = params.toString();
    router.history.replace(`${url.pathname}${rest ? `?${rest}` : ''}${url.hash}`);
    if (auth !== null) openAuthModal(auth === 'login' ? 'login' : 'register');
    if (token && firstTime(`token:${token}`)) {
      void authByTemporaryToken(token, isSpecialContestPath(url.pathname))
        .then((answer) => completeSignIn(answer))
        .then(() => router.navigate({ to: '/success' }))
        .catch((e: unknown) => failed('Не удалось войти', e));
    }
    if (social && firstTime(`social:${state}:${code}`)) void finishSocial(state, code);
  }, [href, router]);
  return null;
}
