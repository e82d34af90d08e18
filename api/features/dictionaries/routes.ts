// One small read-only router per option list: GET /tag, /topic, /user_type, /interest/list.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { listInterests, listTags, listTopics, listUserTypes } from './service.ts';
import { dictionaryDocs as d } from './openapi.ts';

export function tagRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.tags, (c) => c.json({ list: listTags(deps.db) }));
}

export function topicRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.topics, (c) => c.json({ list: listTopics(deps.db) }));
}

export function userTypeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.userTypes, (c) => c.json({ list: listUserTypes(deps.db) }));
}

export function interestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/list', d.interests, (c) => c.json({ list: listInterests(deps.db) }));
}
