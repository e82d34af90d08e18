// Finishing any sign-in (password, registration, recovery, social, SSO, dev): a new
// session, the HttpOnly cookie, and the answer {"access_token", "user"}.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { userJson, type UserJson } from './user-view.ts';
import { setSessionCookie } from './session-cookie.ts';
import { createSession } from './session-service.ts';
import { suspensionOf } from './account-suspension.ts';
import { httpError } from './http-error.ts';

const ACCOUNT_SUSPENDED = 'Account suspended';

export interface SignedIn {
  access_token: string;
  user: UserJson;
}

/**
 * Refuses a suspended account (403 'Account suspended') whichever way it signs in. The check and
 * the new session are one transaction: a suspension (which ends the account's sessions) landing
 * in between would otherwise leave the suspended account a live session.
 */
export async function signIn(deps: AppDeps, c: Context<AppEnv>, userId: number): Promise<SignedIn> {
  const { token, expiresAt } = await deps.db.transaction(async (tx) => {
    if (await suspensionOf(tx, userId)) throw httpError(403, ACCOUNT_SUSPENDED);
    return createSession(tx, userId);
  });
  setSessionCookie(c, token, expiresAt, deps.config.PUBLIC_URL.startsWith('https:'));
  const user = await userJson(deps.db, userId);
  if (!user) throw new Error(`user ${userId} vanished during sign-in`);
  return { access_token: token, user };
}
