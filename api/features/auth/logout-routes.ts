// POST /auth/logout: revokes the current session and clears the cookie. Harmless when signed out.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { revokeSession } from './session-service.ts';
import { authDocs } from './openapi.ts';

export function logoutRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', authDocs.logout, (c) => {
    const sessionId = c.get('sessionId');
    if (sessionId) revokeSession(deps.db, sessionId);
    clearSessionCookie(c);
    return c.json({ ok: true });
  });
}
