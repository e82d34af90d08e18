// GET /avatars: the stock avatar images a user may choose.
import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { AVATARS } from './avatars.ts';
import { userDocs } from './openapi.ts';

export function avatarsRoutes() {
  return new Hono<AppEnv>().get('/', userDocs.avatars, (c) => c.json({ list: AVATARS }));
}
