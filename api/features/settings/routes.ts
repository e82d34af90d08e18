// GET /settings: public site settings loaded by the shell at start.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { readSettings } from './service.ts';
import { settingsDoc } from './openapi.ts';

export function settingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', settingsDoc, async (c) => c.json(await readSettings(deps.db)));
}
