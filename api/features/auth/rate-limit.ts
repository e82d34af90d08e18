// A fixed-window limiter kept in SQLite (survives restarts, shared by all requests of the
// one process): sign-in and the phone check are limited per client IP and per login.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rateLimits } from '../../../db/schema/accounts-rate-limits.ts';
import type { AppDeps } from '../../context.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Counts one hit on `key`; true while the count stays within `limit`. A key's window opens
 * at its first hit and lasts `windowSeconds`, so a burst cannot straddle two windows.
 */
export function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number, now = Date.now()): boolean {
  const nowSeconds = Math.floor(now / 1000);
  const expired = sql`${rateLimits.windowStart} + ${windowSeconds} <= ${nowSeconds}`;
  const row = db
    .insert(rateLimits)
    .values({ key, windowStart: nowSeconds, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowSeconds} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count })
    .get();
  if (Math.random() < 0.01) db.delete(rateLimits).where(lt(rateLimits.windowStart, nowSeconds - windowSeconds)).run();
  return row.count <= limit;
}

/** The caller's IP: the socket address, or the first X-Forwarded-For entry when TRUST_PROXY=1. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Throws 429 when the IP or the login (if given) is over its limit for `scope`. */
export function enforceRateLimit(deps: AppDeps, c: Context, scope: string, login: string | null): void {
  const { RATE_LIMIT_PER_IP, RATE_LIMIT_PER_LOGIN, RATE_LIMIT_WINDOW_SECONDS, TRUST_PROXY } = deps.config;
  const ipOk = hitRateLimit(deps.db, `${scope}:ip:${clientIp(c, TRUST_PROXY)}`, RATE_LIMIT_PER_IP, RATE_LIMIT_WINDOW_SECONDS);
  const loginOk = login === null || hitRateLimit(deps.db, `${scope}:login:${login}`, RATE_LIMIT_PER_LOGIN, RATE_LIMIT_WINDOW_SECONDS);
  if (!ipOk || !loginOk) throw tooManyRequests(RATE_LIMIT_WINDOW_SECONDS);
}
