// One small read-only router per option list: GET /tag, /topic, /user_type, /interest/list.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { listInterests, listTags, listTopics, listUserTypes } from './service.ts';

export function tagRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => c.json({ list: listTags(deps.db) }));
}

export function topicRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => c.json({ list: listTopics(deps.db) }));
}

export function userTypeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => c.json({ list: listUserTypes(deps.db) }));
}

export function interestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/list', (c) => c.json({ list: listInterests(deps.db) }));
}
