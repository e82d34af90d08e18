// Join keys can be guessed only by trying many: lookups that find no pupil are counted per mentor
// and per client IP, and over the limit every lookup answers 429 until the hour is over.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { hitRateLimit, peekRateLimit, requestIp } from '../../lib/rate-limit.ts';

const WINDOW_SECONDS = 3600;
const MISSES_PER_USER = 20;
const MISSES_PER_IP = 60;

/** Runs a key lookup; a 404 from it counts as a miss. */
export async function guardKeyLookup<T>(
  deps: AppDeps,
  c: Context<AppEnv>,
  userId: number,
  lookup: () => Promise<T>,
): Promise<T> {
  const keys = [
    { key: `join-key-miss:user:${userId}`, limit: MISSES_PER_USER },
    { key: `join-key-miss:ip:${requestIp(deps, c)}`, limit: MISSES_PER_IP },
  ];
  for (const k of keys) if ((await peekRateLimit(deps.db, k.key)) >= k.limit) throw tooManyRequests(WINDOW_SECONDS);
  try {
    return await lookup();
  } catch (err) {
    if (err instanceof Error && 'status' in err && err.status === 404)
      for (const k of keys) await hitRateLimit(deps.db, k.key, k.limit, WINDOW_SECONDS);
    throw err;
  }
}
