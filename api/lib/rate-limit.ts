// Fixed-window limiters kept in SQLite (they survive restarts and are shared by every request
// of the one process): sign-in, codes, password changes and anonymous writes, per client IP,
// per login or per user. Each counter keeps its own window length, so minute and day counters
// share the table without one purging the other.
import type { Context } from 'hono';
import { and, eq, gt, sql } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { rateLimits } from '../../db/schema/accounts-rate-limits.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { clientIp } from './client-ip.ts';
import { tooManyRequests } from './http-error.ts';
import { nowMs } from './clock.ts';

/**
 * Counts one hit on `key`; true while the count stays within `limit`. A key's window opens
 * at its first hit and lasts `windowSeconds`, so a burst cannot straddle two windows. One
 * statement (an upsert that answers the new count), so parallel hits never read the same count.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now = nowMs(),
): Promise<boolean> {
  const nowSeconds = Math.floor(now / 1000);
  const expired = sql`${rateLimits.windowStart} + ${rateLimits.windowSeconds} <= ${nowSeconds}`;
  const row = await one(
    db
      .insert(rateLimits)
      .values({ key, windowStart: nowSeconds, windowSeconds, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${nowSeconds} ELSE ${rateLimits.windowStart} END`,
          windowSeconds: sql`CASE WHEN ${expired} THEN ${windowSeconds} ELSE ${rateLimits.windowSeconds} END`,
        },
      })
      .returning({ count: rateLimits.count }),
  );
  if (!row) throw new Error('rate_limits did not return a count');
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(sql`${rateLimits.windowStart} + ${rateLimits.windowSeconds} <= ${nowSeconds}`);
  return row.count <= limit;
}

/** The hits counted on `key` in its current window, without counting one (0 when none or expired). */
export async function peekRateLimit(db: Db, key: string, now = nowMs()): Promise<number> {
  const nowSeconds = Math.floor(now / 1000);
  const row = await one(
    db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(
        and(eq(rateLimits.key, key), gt(sql`${rateLimits.windowStart} + ${rateLimits.windowSeconds}`, nowSeconds)),
      ),
  );
  return row?.count ?? 0;
}

export interface RateLimitHit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit on every key only when each is still below its limit; false (nothing counted)
 * when any has reached it. Checking and counting are one transaction: parallel requests cannot
 * all pass a check that leaves room for only one of them.
 */
export function hitRateLimitsTogether(db: Db, hits: readonly RateLimitHit[], now = nowMs()): Promise<boolean> {
  return db.transaction(async (tx) => {
    for (const h of hits) if ((await peekRateLimit(tx, h.key, now)) >= h.limit) return false;
    for (const h of hits) await hitRateLimit(tx, h.key, h.limit, h.windowSeconds, now);
    return true;
  });
}

/** The caller's real IP under the configured proxy trust. */
export function requestIp(deps: AppDeps, c: Context): string {
  return clientIp(c, deps.config.TRUST_PROXY);
}

/** Throws 429 when the IP or the login (if given) is over its limit for `scope`. */
export async function enforceRateLimit(deps: AppDeps, c: Context, scope: string, login: string | null): Promise<void> {
  const { RATE_LIMIT_PER_IP, RATE_LIMIT_PER_LOGIN, RATE_LIMIT_WINDOW_SECONDS } = deps.config;
  const ip = `${scope}:ip:${requestIp(deps, c)}`;
  const ipOk = await hitRateLimit(deps.db, ip, RATE_LIMIT_PER_IP, RATE_LIMIT_WINDOW_SECONDS);
  const loginOk =
    login === null ||
    (await hitRateLimit(deps.db, `${scope}:login:${login}`, RATE_LIMIT_PER_LOGIN, RATE_LIMIT_WINDOW_SECONDS));
  if (!ipOk || !loginOk) throw tooManyRequests(RATE_LIMIT_WINDOW_SECONDS);
}

/**
 * Throws 429 when the caller (the signed-in user, else the client IP) made more than
 * ANONYMOUS_WRITES_PER_MINUTE writes of `scope` this minute: cheap writes open to guests
 * (statistics, event registrations) must not become a way to fill the disk.
 */
export async function limitOpenWrites(deps: AppDeps, c: Context<AppEnv>, scope: string): Promise<void> {
  const user = c.get('user');
  const who = user ? `user:${user.id}` : `ip:${requestIp(deps, c)}`;
  if (!(await hitRateLimit(deps.db, `${scope}:${who}`, deps.config.ANONYMOUS_WRITES_PER_MINUTE, 60)))
    throw tooManyRequests(60);
}
