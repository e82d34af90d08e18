// Keeps the JSON of public calls for anonymous callers (and its gzip), so a repeated call
// costs a lookup instead of queries, mapping and compression. An answer is reused only while
// the database has not changed (the store's change epoch), so a cached answer is never staler than a
// fresh one. Callers with a token never read or fill it (their answers are built from kept public ones:
// api/lib/kept-answers.ts), unless the answer is the same for everyone (the home page).
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { AUTH_COOKIE } from '../lib/session-service.ts';
import { requestCookie, requestHeader } from '../lib/node-io.ts';
import { acceptsGzip, GZIP_LEVEL } from './compression.ts';
import type { Db } from '../../db/store.ts';
import { nowMs } from '../lib/clock.ts';

const MAX_ENTRIES = 500;
/** Larger answers are not kept: the lists this serves answer a few dozen KB at most. */
const MAX_BYTES = 256 * 1024;

interface Entry {
  version: string;
  at: number;
  /** The answer changes with the clock at this moment (ms), if the handler said so. */
  until: number | undefined;
  body: string;
  gzip: Uint8Array;
}

export interface PublicAnswerCacheOptions {
  /** For answers that change with the time as well as with the data (events still going on). */
  maxAgeMs?: number;
  /** The answer is the same for every caller (the home page): signed-in callers are served the kept copy too. */
  everyone?: boolean;
}

/** Public lists and pages whose filters also read the clock (events going on, open quizzes) keep an answer a minute at most. */
export const FOR_A_MINUTE: PublicAnswerCacheOptions = { maxAgeMs: 60_000 };

/**
 * The answer being built changes with the clock alone at `at` (ms; an event starts or ends): a kept copy is not
 * served from then on, however recent. Nothing when `at` is undefined.
 */
export function keepUntil(c: Context<AppEnv>, at: number | undefined): void {
  if (at !== undefined) c.set('keptUntil', at);
}

export function publicAnswerCache(db: Db, options: PublicAnswerCacheOptions = {}): MiddlewareHandler<AppEnv> {
  const entries = new Map<string, Entry>();
  const version = () => db.$changeEpoch();
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    if (!options.everyone && (requestHeader(c, 'authorization') || requestCookie(c, AUTH_COOKIE))) return next();
    const key = c.req.url.slice(c.req.url.indexOf('/', 8));
    const now = await version();
    const hit = entries.get(key);
    const fresh = (e: Entry, at: number) =>
      (options.maxAgeMs === undefined || at - e.at < options.maxAgeMs) && (e.until === undefined || at < e.until);
    if (hit && hit.version === now && fresh(hit, nowMs())) {
      if (!acceptsGzip(requestHeader(c, 'accept-encoding')))
        return c.body(hit.body, 200, { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' });
      return c.body(hit.gzip as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
      });
    }
    await next();
    const res = c.res;
    if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('application/json')) return;
    if (res.headers.has('set-cookie') || res.headers.has('cache-control') || res.headers.has('content-encoding'))
      return;
    const body = await res.text();
    c.res = undefined;
    c.res = new Response(body, { status: 200, headers: res.headers });
    if (body.length > MAX_BYTES || (await version()) !== now) return;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const until = c.get('keptUntil');
    entries.set(key, { version: now, at: nowMs(), until, body, gzip: gzipSync(body, { level: GZIP_LEVEL }) });
  };
}
