// /api/uploads: the tus resumable-upload endpoint (creation, HEAD for the offset, PATCH, DELETE).
// Signed-in users only; GET is not offered (finished videos are served by the features that own them).
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { httpError } from '../../lib/http-error.ts';
import { createTusServer, requestUser } from './tus-server.ts';

export function uploadRoutes(deps: AppDeps) {
  const tus = createTusServer(deps);
  const handle = async (c: Context<AppEnv>) => {
    if (c.req.method === 'GET') throw httpError(405, 'Method not allowed');
    if (c.req.method !== 'OPTIONS') requestUser.set(c.req.raw, requireUser(c));
    return tus.handleWeb(c.req.raw);
  };
  return new Hono<AppEnv>().all('/', handle).all('/:id', handle);
}
