// The return from a social network: / with ?state&code. The state (signed by the server)
// says which network and which dialog; the code is kept as 'socialCode' in localStorage
// until the link is done, so a reload does not lose it.
import { isSocialNetwork } from '../../../sync/rules/account-limits.ts';
import type { SocialPending } from './auth-flow.ts';

const SOCIAL_CODE_KEY = 'socialCode';
export type SocialModal = 'social-auth' | 'social-confirmation';

/** The readable part of the server's state: base64url JSON before the signature. */
export function readState(state: string): { social: SocialPending['social']; modal: SocialModal } | null {
  const body = state.split('.')[0];
  if (!body) return null;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || !('social' in parsed) || !('modal' in parsed)) return null;
    if (!isSocialNetwork(parsed.social)) return null;
    const modal: SocialModal = parsed.modal === 'social-confirmation' ? 'social-confirmation' : 'social-auth';
    return { social: parsed.social, modal };
  } catch {
    return null;
  }
}

export function rememberSocialCode(pending: SocialPending): void {
  localStorage.setItem(SOCIAL_CODE_KEY, JSON.stringify(pending));
}

export function readSocialCode(): SocialPending | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SOCIAL_CODE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || !('social' in parsed) || !('code' in parsed) || !('state' in parsed))
      return undefined;
    if (!isSocialNetwork(parsed.social) || typeof parsed.code !== 'string' || typeof parsed.state !== 'string')
      return undefined;
    const fullName = 'fullName' in parsed && typeof parsed.fullName === 'string' ? parsed.fullName : undefined;
    return { social: parsed.social, code: parsed.code, state: parsed.state, fullName };
  } catch {
    return undefined;
  }
}

export function forgetSocialCode(): void {
  localStorage.removeItem(SOCIAL_CODE_KEY);
}
