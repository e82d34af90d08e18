// GET /notification_type (the default five groups, also for guests) and GET /badge.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { listBadges, listNotificationTypes } from './service.ts';
import { notificationTypeDocs as d } from './openapi.ts';

export function notificationTypeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.types, async (c) => c.json({ list: await listNotificationTypes(deps.db) }));
}

export function badgeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.badges, async (c) => c.json({ list: await listBadges(deps.db) }));
}
