// /api/uploads: the tus resumable-upload endpoint (creation, HEAD for the offset, PATCH, DELETE).
// Signed-in users only; GET is not offered (finished videos are served by the features that own them).
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { httpError } from '../../lib/http-error.ts';
import { jsonErrorType } from '../../lib/uploads/tus-answers.ts';
import { createTusServer, requestUser } from './tus-server.ts';

export function uploadRoutes(deps: AppDeps) {
  // Made on the first upload request: the tus file store creates its folder asynchronously and throws from a
  // callback when that fails, so a server (or a test) that never takes an upload must not start that work.
  let tus: ReturnType<typeof createTusServer> | undefined;
  const handle = async (c: Context<AppEnv>) => {
    if (c.req.method === 'GET') throw httpError(405, 'Method not allowed');
    if (c.req.method !== 'OPTIONS') requestUser.set(c.req.raw, requireUser(c));
    tus ??= createTusServer(deps);
    return jsonErrorType(await tus.handleWeb(c.req.raw));
  };
  return new Hono<AppEnv>().all('/', handle).all('/:id', handle);
}
