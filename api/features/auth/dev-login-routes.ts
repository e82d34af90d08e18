// POST /auth/dev-login: sign in as any user by id, for development only; answers 404 (as if
// it did not exist) unless NODE_ENV is not production and DEV_AUTH=1. GET tells the web whether
// it is on, so the /dev-auth screen follows the server at run time, not the build.
import { eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { users } from '../../../db/schema/users.ts';
import { one } from '../../../db/store.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { signIn } from '../../lib/sign-in.ts';
import { authDocs } from './openapi.ts';

const devLoginInput = z.object({ user_id: z.coerce.number().int().positive() });

export function devLoginRoutes(deps: AppDeps) {
  const enabled = deps.config.NODE_ENV !== 'production' && deps.config.DEV_AUTH;
  const onlyWhenEnabled: MiddlewareHandler<AppEnv> = async (_c, next) => {
    if (!enabled) throw httpError(404, 'Not found');
    await next();
  };
  return new Hono<AppEnv>()
    .get('/', authDocs.devLoginStatus, (c) => c.json({ enabled }))
    .post('/', authDocs.devLogin, onlyWhenEnabled, validate('json', devLoginInput), async (c) => {
      const { user_id } = c.req.valid('json');
      const user = await one(deps.db.select({ id: users.id }).from(users).where(eq(users.id, user_id)));
      if (!user) throw httpError(404, 'User not found');
      return c.json(await signIn(deps, c, user.id));
    });
}
