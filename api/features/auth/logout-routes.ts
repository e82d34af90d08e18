// POST /auth/logout: revokes the current session and clears the cookie. Harmless when signed out.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { clearSessionCookie } from '../../lib/session-cookie.ts';
import { revokeSession } from '../../lib/session-service.ts';
import { authDocs } from './openapi.ts';

export function logoutRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', authDocs.logout, async (c) => {
    const sessionId = c.get('sessionId');
    if (sessionId) await revokeSession(deps.db, sessionId);
    clearSessionCookie(c);
    return c.json({ ok: true });
  });
}
