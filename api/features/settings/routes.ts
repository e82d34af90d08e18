// GET /settings: public site settings loaded by the shell at start.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { readSettings } from './service.ts';

export function settingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => c.json(readSettings(deps.db)));
}
