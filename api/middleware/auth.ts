// Resolves the caller from `Authorization: Bearer` or the HttpOnly auth cookie. A
// state-changing call authenticated only by the cookie must come from our own origin:
// Sec-Fetch-Site 'same-origin' (or 'none', typed by the user), or without that header an
// Origin equal to PUBLIC_URL. 'same-site' is refused: a sibling subdomain is another site.
// Answers carrying a credential are private: Cache-Control no-store unless a route says otherwise.
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { AUTH_COOKIE, resolveSession } from '../lib/session-service.ts';
import { httpError } from '../lib/http-error.ts';
import { requestCookie, requestHeader } from '../lib/node-io.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isForeign(origin: string | undefined, fetchSite: string | undefined, publicUrl: string): boolean {
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (!origin) return false;
  try {
    return new URL(origin).origin !== new URL(publicUrl).origin;
  } catch {
    return true;
  }
}

export function authMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = requestHeader(c, 'authorization');
    const bearer = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
    const cookie = requestCookie(c, AUTH_COOKIE);
    const token = bearer || cookie;
    c.set('user', null);
    c.set('sessionId', null);
    if (token) {
      if (!bearer && !SAFE_METHODS.has(c.req.method)) {
        if (isForeign(c.req.header('origin'), c.req.header('sec-fetch-site'), deps.config.PUBLIC_URL)) {
          throw httpError(403, 'Cross-site request refused');
        }
      }
      const found = await resolveSession(deps.db, token);
      if (found) {
        const { sessionId, ...user } = found;
        c.set('user', user);
        c.set('sessionId', sessionId);
      }
    }
    await next();
    if (token && !c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'private, no-store');
  };
}
