// The one way handlers fail on purpose: a status and a `detail` the browser maps to Russian.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isOutOfSpace, OUT_OF_SPACE_DETAIL } from './db-errors.ts';

export function httpError(status: ContentfulStatusCode, detail: string): HTTPException {
  // A 503 passes if tried again later: Retry-After tells a device's queue when, instead of hammering.
  const retry: Record<string, string> = status === 503 ? { 'retry-after': '2' } : {};
  return new HTTPException(status, {
    message: detail,
    res: new Response(JSON.stringify({ detail }), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...retry },
    }),
  });
}

/** A failure that carries more than a detail (e.g. seconds_left), with extra headers. */
export function httpErrorWith(
  status: ContentfulStatusCode,
  body: { detail: string } & Record<string, unknown>,
  headers: Record<string, string> = {},
): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    }),
  });
}

/** 429 with the seconds left and a Retry-After header. */
export function tooManyRequests(retryAfterSeconds: number, detail = 'Too many requests'): HTTPException {
  return httpErrorWith(429, { detail, seconds_left: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * A write that failed for a reason of the server's own, never of the request: 507 when the disk is
 * full, else 503 (busy, restarting). Both carry Retry-After, so a device's queue waits and retries.
 */
export function serverUnavailable(err: unknown): HTTPException {
  return isOutOfSpace(err)
    ? httpErrorWith(507, { detail: OUT_OF_SPACE_DETAIL }, { 'retry-after': '60' })
    : httpError(503, 'Server busy, retry later');
}
