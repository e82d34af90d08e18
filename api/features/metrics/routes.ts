// GET /metrics: Prometheus text format, for a scraper that sends `Authorization: Bearer
// $METRICS_TOKEN`. Without METRICS_TOKEN the endpoint does not exist (404), so a default
// install exposes nothing; a wrong token is 401. Mounted at the root, outside /api.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Metrics } from '../../lib/metrics.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!token) return c.json({ detail: 'Not found' }, 404);
    const header = c.req.header('authorization') ?? '';
    const given = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ detail: 'Not authenticated' }, 401);
    }
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}
