// One JSON line per request (route pattern, status, duration, request id), the same figures
// for Prometheus, and the request id returned as X-Request-Id. A proxy's own X-Request-Id is
// kept when it looks like an id, so one request can be followed across both logs.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger.ts';
import type { Metrics } from '../lib/metrics.ts';
import { requestHeader, setDefaultHeaders } from '../lib/node-io.ts';

const INCOMING_ID = /^[\w.:-]{1,128}$/;

export function requestLog(logger: Logger, metrics?: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = requestHeader(c, 'x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const onNode = setDefaultHeaders(c, [['X-Request-Id', requestId]]);
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const route = c.req.routePath;
      const status = c.res.status;
      metrics?.httpRequests.inc({ method: c.req.method, route, status });
      metrics?.httpDuration.observe({ method: c.req.method, route, status }, seconds);
      logger.info(
        { req_id: requestId, method: c.req.method, route, path: c.req.path, status, ms: Math.round(seconds * 1000) },
        'request',
      );
    }
    if (onNode) return;
    try {
      c.res.headers.set('X-Request-Id', requestId);
    } catch {
      // A response with immutable headers (a proxied fetch) goes out without the id.
    }
  };
}
