// The signed-in user for the page: GET /api/user/me, cached in the device store (syncMeta
// 'session') so it is known offline and by the service worker. Signing out never touches the
// outbox: queued actions stay with the user who took them and are sent when they return.
// Until the device store opens, the page knows the user from the server's answer (first-screen.ts).
// A guest never asks: without the server's readable 'signed_in' marker (sync/rules/session-marker.ts),
// a bearer of this tab or a user the device remembers (a session from before the marker), there is no
// one to ask about, and GET /user/me would only answer 401 into the console.
import { metaKeys } from '../../sync/client/outbox-store.ts';
import type { SessionMeta } from '../../sync/client/session-meta.ts';
import { hasSignedInMarker } from '../../sync/rules/session-marker.ts';
import * as v from 'valibot';
import { ApiError, apiFetch, getAuthToken, setAuthToken } from './api-client.ts';
import type { ApiResponse } from './api-contract.ts';
import { checkedRow } from './checked-row.ts';
import { useSharedDeviceQuery } from './device-query.ts';
import { openDevice, whenDeviceOpen } from './device-store.ts';
import { keepForFirstScreen } from './first-screen.ts';
import type { LocalDb } from './local-db.ts';

/** The signed-in user as GET /user/me answers it. */
export type CurrentUser = ApiResponse<'/user/me'>;

/** What the page reads of a user (stored or answered): the id, which keys every row of theirs. */
const signedInUser = v.object({ id: v.number() });
/** A sign-in answer's user is the whole profile when it has the login (else /user/me is asked). */
const fullUser = v.object({ id: v.number(), login: v.string() });
const storedSession = v.object({ user: signedInUser });

function userOf(meta: unknown): CurrentUser | null {
  return checkedRow<{ user: CurrentUser }>(storedSession, meta)?.user ?? null;
}

export type DeviceWrite = (write: (db: LocalDb) => Promise<unknown>) => Promise<unknown>;

/** Writes at once, opening the device store if needed (a user's action). */
const writeNow: DeviceWrite = async (write) => write(await openDevice());

async function keepUser(user: CurrentUser | null, writeTo: DeviceWrite): Promise<void> {
  keepForFirstScreen(metaKeys.session, user);
  const value = { user, checkedAt: new Date().toISOString() } satisfies SessionMeta<CurrentUser>;
  await writeTo((db) => db.syncMeta.put({ key: metaKeys.session, value }));
}

/** Stores who is signed in (null: nobody). Call after sign-in and sign-out too. */
export async function saveCurrentUser(user: CurrentUser | null): Promise<void> {
  await keepUser(user, writeNow);
}

/** True when this page may be signed in: the server's marker cookie or a bearer of this tab. */
function mayBeSignedIn(): boolean {
  return getAuthToken() !== null || (typeof document !== 'undefined' && hasSignedInMarker(document.cookie));
}

/**
 * Asks the server who is signed in and caches the answer. Returns the user, null when signed
 * out (401), or the cached user when the server cannot be reached. `writeTo` writes the answer
 * to the device store (at start: once the store opens; the answer is shown at once all the same).
 * Without the marker the server is asked only when the device remembers a user; `early` (at start)
 * shows a guest at once and reads the device once something else opened it, off the first load.
 */
export async function refreshCurrentUser(writeTo: DeviceWrite = writeNow, early = false): Promise<CurrentUser | null> {
  if (!mayBeSignedIn()) {
    if (early) keepForFirstScreen(metaKeys.session, null);
    const remembered = await readUser(early ? await whenDeviceOpen() : await openDevice());
    if (!remembered) return null;
  }
  return askServer(writeTo);
}

async function askServer(writeTo: DeviceWrite): Promise<CurrentUser | null> {
  try {
    const me = await apiFetch<ApiResponse<'/user/me'>>('/user/me');
    const user = checkedRow<CurrentUser>(signedInUser, me);
    await keepUser(user, writeTo);
    return user;
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'http' && e.status === 401) {
      await keepUser(null, writeTo);
      return null;
    }
    return getCachedUser();
  }
}

async function readUser(db: LocalDb): Promise<CurrentUser | null> {
  return userOf((await db.syncMeta.get(metaKeys.session))?.value);
}

export async function getCachedUser(): Promise<CurrentUser | null> {
  return readUser(await openDevice());
}

/** The owner id the outbox uses for a user. */
export function ownerOf(user: Pick<CurrentUser, 'id'>): string {
  return String(user.id);
}

/** The current user from the device store: undefined while it loads, null when signed out. */
export function useCurrentUser(): CurrentUser | null | undefined {
  return useSharedDeviceQuery('session', readUser, metaKeys.session);
}

/** Sent on window after every sign-in and sign-out. */
const SESSION_CHANGED_EVENT = 'app:auth-changed';

/**
 * Finishes any sign-in answer ({access_token, user}, camelCased): the bearer for this tab (the
 * HttpOnly cookie covers reloads) and the cached user. Returns the user as the server sent it.
 */
export async function completeSignIn(answer: { accessToken: string; user?: unknown }): Promise<CurrentUser | null> {
  setAuthToken(answer.accessToken);
  const given = checkedRow<CurrentUser>(fullUser, answer.user);
  const user = given ?? (await refreshCurrentUser());
  if (given) await saveCurrentUser(user);
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
