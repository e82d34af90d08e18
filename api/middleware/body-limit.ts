// Every request body is capped (BODY_LIMIT_BYTES, about 1 MB): JSON calls need far less, and an
// unbounded body lets one anonymous client fill the server's memory. Counted while streaming,
// so a chunked body without Content-Length is cut off too. The tus upload endpoint is the one
// exception: it streams to disk and its server enforces the video size limit itself; so are the staff
// image upload and the staff audio/video tus endpoint, which check the role first and have their own
// limits (api/features/media/image-service.ts, MEDIA_UPLOAD_MAX_MB).
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';

const STREAMED = /^\/(api|otherapi)\/(uploads(\/|$)|staff\/content\/(images$|media\/uploads(\/|$)))/;

export function limitBodies(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ detail: 'Request body too large' }, 413) });
  // GET and HEAD carry no body (the Node adapter drops one); asking for it would build a full Request.
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || STREAMED.test(c.req.path) ? next() : limit(c, next);
}
