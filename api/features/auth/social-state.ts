// The OAuth `state`: base64url JSON {social, modal, nonce, exp} plus an HMAC, so the web
// can read which dialog to open on return while only the server can mint it. The nonce
// is also kept in a short-lived HttpOnly cookie, tying the state to this browser.
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { hmac } from './secret.ts';
import { nowMs } from '../../lib/clock.ts';

export const OAUTH_NONCE_COOKIE = 'oauth_nonce';
export const STATE_TTL_SECONDS = 900;
export const MODAL_KINDS = ['social-auth', 'social-confirmation'] as const;

const statePayload = z.object({
  social: z.enum(['vk', 'ok', 'fb']),
  modal: z.enum(MODAL_KINDS),
  nonce: z.string().min(8),
  exp: z.number().int(),
});
export type StatePayload = z.infer<typeof statePayload>;

export function signState(config: Config, payload: StatePayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmac(config, 'oauth-state', body)}`;
}

/** The payload of a state this server signed, unexpired; null otherwise. */
export function readState(config: Config, state: string, now = nowMs()): StatePayload | null {
  const [body, mac] = state.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(hmac(config, 'oauth-state', body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = statePayload.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.exp * 1000 < now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
