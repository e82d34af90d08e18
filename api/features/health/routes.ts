// GET /health: 200 once the database answers a query; used by tests and process managers.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => {
    const row = deps.sqlite.prepare('select 1 as ok').get() as { ok: number };
    return c.json({ status: row.ok === 1 ? 'ok' : 'degraded' });
  });
}
