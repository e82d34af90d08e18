// GET /health: liveness, answered without touching the database (process managers call it
// often). GET /ready: 200 only when the database answers, every migration is applied and the
// data folder has room; else 503 with the reason (load balancers and deploy scripts).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { healthDocs as d } from './openapi.ts';
import { readiness } from './ready.ts';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/', d.health, (c) => c.json({ status: 'ok' as const }));
}

export function readyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.ready, async (c) => {
    const body = await readiness(deps);
    c.header('Cache-Control', 'no-store');
    return c.json(body, body.status === 'ready' ? 200 : 503);
  });
}
