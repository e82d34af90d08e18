// GET /points: the caller's total and the ledger rows that explain it (badges, courses, contest works).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { pointsOf } from '../../lib/points.ts';
import { requireUser } from '../../lib/require-user.ts';
import { notificationDocs as d } from './openapi.ts';

export function pointsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.points, async (c) => c.json(await pointsOf(deps.db, requireUser(c).id)));
}
