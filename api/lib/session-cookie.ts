// Sets and clears the HttpOnly session cookie; SameSite=Lax so links from other sites
// still arrive signed in while their POSTs are refused by the auth middleware. The readable
// 'signed_in' marker (sync/rules/session-marker.ts) is set and cleared with it, so a guest's page
// knows not to ask who is signed in.
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_COOKIE, SIGNED_IN_VALUE } from '../../sync/rules/session-marker.ts';
import { AUTH_COOKIE } from './session-service.ts';

export function setSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, AUTH_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure, expires: expiresAt });
  setSignedInMarker(c, expiresAt, secure);
}

/** The marker alone: for a session made before the marker existed (auth middleware). */
export function setSignedInMarker(c: Context, expiresAt: Date, secure: boolean): void {
  setCookie(c, SIGNED_IN_COOKIE, SIGNED_IN_VALUE, { sameSite: 'Lax', path: '/', secure, expires: expiresAt });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, AUTH_COOKIE, { path: '/' });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/' });
}
