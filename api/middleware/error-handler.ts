// The single onError: expected failures keep their status and detail; a full disk answers 507 with
// a detail of our own; a database that is busy or restarting answers 503 with Retry-After (a
// client's queue retries, never drops);
// anything else is logged with its stack and answered 500 with a generic detail, never the stack.
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isOutOfSpace, isTransientDbError, isUnstorableText } from '../lib/db-errors.ts';
import { serverUnavailable } from '../lib/http-error.ts';
import type { Logger } from '../lib/logger.ts';

export function errorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof HTTPException) {
      if (err.res) return err.res;
      const detail = err.message || 'Bad request';
      // A 503 is always worth retrying later: say when, so a device's queue waits instead of hammering.
      return c.json({ detail }, err.status, err.status === 503 ? { 'Retry-After': '2' } : {});
    }
    if (err instanceof SyntaxError) {
      return c.json({ detail: 'Malformed JSON in request body' }, 400);
    }
    if (isUnstorableText(err)) return c.json({ detail: 'Invalid characters in request' }, 400);
    if (isOutOfSpace(err)) {
      logger.error({ err, path: c.req.path, method: c.req.method }, 'out of disk space');
      return serverUnavailable(err).getResponse();
    }
    if (isTransientDbError(err)) {
      logger.warn({ err, path: c.req.path, method: c.req.method }, 'database unavailable');
      return c.json({ detail: 'Server busy, retry later' }, 503, { 'Retry-After': '2' });
    }
    logger.error({ err, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json({ detail: 'Internal server error' }, 500);
  };
}
