// The signed-in user for the page: GET /api/user/me, cached in the device store (syncMeta
// 'session') so it is known offline and by the service worker. Signing out never touches the
// outbox: queued actions stay with the user who took them and are sent when they return.
import { useLiveQuery } from 'dexie-react-hooks';
import { metaKeys } from '../../sync/client/outbox-store.ts';
import type { SessionMeta } from '../../sync/client/session-meta.ts';
import { ApiError, apiFetch, setAuthToken } from './api-client.ts';
import type { ApiResponse } from './api-contract.ts';
import { localDb } from './local-db.ts';

/** The signed-in user as GET /user/me answers it. */
export type CurrentUser = ApiResponse<'/user/me'>;

function isCurrentUser(value: unknown): value is CurrentUser {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number';
}

function userOf(meta: unknown): CurrentUser | null {
  return typeof meta === 'object' && meta !== null && 'user' in meta && isCurrentUser(meta.user) ? meta.user : null;
}

/** Stores who is signed in (null: nobody). Call after sign-in and sign-out too. */
export async function saveCurrentUser(user: CurrentUser | null): Promise<void> {
  const value = { user, checkedAt: new Date().toISOString() } satisfies SessionMeta<CurrentUser>;
  await localDb.syncMeta.put({ key: metaKeys.session, value });
}

/**
 * Asks the server who is signed in and caches the answer. Returns the user, null when signed
 * out (401), or the cached user when the server cannot be reached.
 */
export async function refreshCurrentUser(): Promise<CurrentUser | null> {
  try {
    const me = await apiFetch<ApiResponse<'/user/me'>>('/user/me');
    const user = isCurrentUser(me) ? me : null;
    await saveCurrentUser(user);
    return user;
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'http' && e.status === 401) {
      await saveCurrentUser(null);
      return null;
    }
    return getCachedUser();
  }
}

export async function getCachedUser(): Promise<CurrentUser | null> {
  return userOf((await localDb.syncMeta.get(metaKeys.session))?.value);
}

/** The owner id the outbox uses for a user. */
export function ownerOf(user: Pick<CurrentUser, 'id'>): string {
  return String(user.id);
}

/** The current user from the device store: undefined while it loads, null when signed out. */
export function useCurrentUser(): CurrentUser | null | undefined {
  return useLiveQuery(async () => userOf((await localDb.syncMeta.get(metaKeys.session))?.value));
}

/** Sent on window after every sign-in and sign-out. */
const SESSION_CHANGED_EVENT = 'app:auth-changed';

/**
 * Finishes any sign-in answer ({access_token, user}, camelCased): the bearer for this tab (the
 * HttpOnly cookie covers reloads) and the cached user. Returns the user as the server sent it.
 */
export async function completeSignIn(answer: { accessToken: string; user?: unknown }): Promise<CurrentUser | null> {
  setAuthToken(answer.accessToken);
  const user = isCurrentUser(answer.user) && 'login' in answer.user ? answer.user : await refreshCurrentUser();
  if (isCurrentUser(answer.user) && 'login' in answer.user) await saveCurrentUser(user);
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  return user;
}

/**
 * Signs out here and on the server. Queued actions stay in the outbox under their owner's id
 * and are sent only when that user signs in again.
 */
export async function signOut(): Promise<void> {
  await apiFetch<ApiResponse<'/auth/logout', 'post'>>('/auth/logout', { method: 'POST' }).catch(() => undefined);
  setAuthToken(null);
  await saveCurrentUser(null);
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
