// One small read-only router per option list: GET /tag, /topic, /user_type, /interest/list.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { listInterests, listTags, listTopics, listUserTypes } from './service.ts';
import { dictionaryDocs as d } from './openapi.ts';

export function tagRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.tags, async (c) => c.json({ list: await listTags(deps.db) }));
}

export function topicRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.topics, async (c) => c.json({ list: await listTopics(deps.db) }));
}

export function userTypeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.userTypes, async (c) => c.json({ list: await listUserTypes(deps.db) }));
}

export function interestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/list', d.interests, async (c) => c.json({ list: await listInterests(deps.db) }));
}
