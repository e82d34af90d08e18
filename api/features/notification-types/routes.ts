// GET /notification_type (the default five groups, also for guests) and GET /badge.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { listBadges, listNotificationTypes } from './service.ts';

export function notificationTypeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => c.json({ list: listNotificationTypes(deps.db) }));
}

export function badgeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => c.json({ list: listBadges(deps.db) }));
}
