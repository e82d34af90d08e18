// Keeps the JSON of public list calls for anonymous callers (and its gzip), so a repeated call
// costs a lookup instead of queries, mapping and compression. An answer is reused only while
// the database has not changed (the store's change epoch), so a cached answer is never staler than a
// fresh one. Callers with a token never read or fill it (the catalogue keeps its public lists for
// them itself: api/features/pages/kept-lists.ts).
import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { AUTH_COOKIE } from '../lib/session-service.ts';
import { requestCookie, requestHeader } from '../lib/node-io.ts';
import { acceptsGzip, GZIP_LEVEL } from './compression.ts';
import type { Db } from '../../db/store.ts';

const MAX_ENTRIES = 500;
/** Larger answers are not kept: the lists this serves answer a few dozen KB at most. */
const MAX_BYTES = 256 * 1024;

interface Entry {
  version: string;
  body: string;
  gzip: Uint8Array;
}

export function publicAnswerCache(db: Db): MiddlewareHandler<AppEnv> {
  const entries = new Map<string, Entry>();
  const version = () => db.$changeEpoch();
  return async (c, next) => {
    if (c.req.method !== 'GET' || requestHeader(c, 'authorization') || requestCookie(c, AUTH_COOKIE)) return next();
    const key = c.req.url.slice(c.req.url.indexOf('/', 8));
    const now = await version();
    const hit = entries.get(key);
    if (hit && hit.version === now) {
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
    entries.set(key, { version: now, body, gzip: gzipSync(body, { level: GZIP_LEVEL }) });
  };
}
