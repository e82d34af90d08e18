// Failures of the accounts feature that carry more than a detail: a 429 with the seconds
// left and a Retry-After header, or a 424 for the daily code limit.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function httpErrorWith(status: ContentfulStatusCode, body: { detail: string } & Record<string, unknown>, headers: Record<string, string> = {}): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } }),
  });
}

export function tooManyRequests(retryAfterSeconds: number, detail = 'Too many requests'): HTTPException {
  return httpErrorWith(429, { detail, seconds_left: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
}
