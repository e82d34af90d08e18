// Every request body is capped (BODY_LIMIT_BYTES, about 1 MB): JSON calls need far less, and an
// unbounded body lets one anonymous client fill the server's memory. Counted while streaming,
// so a chunked body without Content-Length is cut off too. The tus upload endpoint is the one
// exception: it streams to disk and its server enforces the video size limit itself; so is the staff
// image upload, which checks the role first and has its own limit (api/features/media/image-service.ts).
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';

const STREAMED = /^\/(api|otherapi)\/(uploads(\/|$)|staff\/content\/images$)/;

export function limitBodies(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ detail: 'Request body too large' }, 413) });
  // GET and HEAD carry no body (the Node adapter drops one); asking for it would build a full Request.
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || STREAMED.test(c.req.path) ? next() : limit(c, next);
}
