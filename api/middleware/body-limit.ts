// Every request body is capped (BODY_LIMIT_BYTES, about 1 MB): JSON calls need far less, and an
// unbounded body lets one anonymous client fill the server's memory. Counted while streaming,
// so a chunked body without Content-Length is cut off too. Uploads get their own endpoint later.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';

export function limitBodies(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ detail: 'Request body too large' }, 413) });
}
