// Resolves the caller from `Authorization: Bearer` or the HttpOnly auth cookie. A
// state-changing call authenticated only by the cookie must come from our own origin:
// Sec-Fetch-Site 'same-origin' (or 'none', typed by the user), or without that header an
// Origin equal to PUBLIC_URL. 'same-site' is refused: a sibling subdomain is another site.
// Answers carrying a credential are private: Cache-Control no-store unless a route says otherwise.
// The readable 'signed_in' marker follows the cookie: added for a live session made before it existed,
// cleared with a dead cookie (unless the answer itself signs in).
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { SIGNED_IN_COOKIE } from '../../sync/rules/session-marker.ts';
import { clearSessionCookie, setSignedInMarker } from '../lib/session-cookie.ts';
import { AUTH_COOKIE, resolveSession, SESSION_TTL_MS } from '../lib/session-service.ts';
import { httpError } from '../lib/http-error.ts';
import { requestCookie, requestHeader } from '../lib/node-io.ts';
import { nowMs } from '../lib/clock.ts';

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
    let live = false;
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
        live = true;
      }
    }
    await next();
    if (cookie && !bearer) followMarker(c, live, deps.config.PUBLIC_URL.startsWith('https:'));
    if (token && !c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'private, no-store');
  };
}

function followMarker(c: Context<AppEnv>, live: boolean, secure: boolean): void {
  const marked = requestCookie(c, SIGNED_IN_COOKIE) !== undefined;
  const signsIn = (c.res.headers.getSetCookie?.() ?? []).some((v) => v.startsWith(`${AUTH_COOKIE}=`));
  if (signsIn) return;
  if (live && !marked) setSignedInMarker(c, new Date(nowMs() + SESSION_TTL_MS), secure);
  else if (!live) clearSessionCookie(c);
}
