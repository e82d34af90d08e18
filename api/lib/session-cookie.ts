// Sets and clears the HttpOnly session cookie; SameSite=Lax so links from other sites
// still arrive signed in while their POSTs are refused by the auth middleware.
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { AUTH_COOKIE } from './session-service.ts';

export function setSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, AUTH_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure, expires: expiresAt });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, AUTH_COOKIE, { path: '/' });
}
