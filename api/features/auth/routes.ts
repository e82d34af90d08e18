// Sign-in by login and password, the phone-exists check and the registration code:
// POST /auth/login, GET /auth/exist, POST /auth/verify/send (mounted under /auth).
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { users } from '../../../db/schema/users.ts';
import { one } from '../../../db/store.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { createCodeSender } from '../../providers/sms/index.ts';
import { findUserByLogin, parseLogin } from './accounts-service.ts';
import { requestCode } from './codes-service.ts';
import { needsRehash, verifyNothing, verifyPassword } from './password.ts';
import { rehash } from './rehash.ts';
import { enforceRateLimit, requestIp } from '../../lib/rate-limit.ts';
import { signIn } from '../../lib/sign-in.ts';
import { socialRoutes } from './social-routes.ts';
import { ssoRoutes } from './sso-routes.ts';
import { authDocs as d } from './openapi.ts';

const loginInput = z.object({ login: z.string().trim().min(1).max(254), password: z.string().min(1).max(200) });
const existQuery = z.object({ phone: z.string().max(254).optional(), login: z.string().max(254).optional() });
const sendQuery = z.object({ login: z.string().max(254), send_type: z.enum(['flash_call', 'sms']).optional() });

/**
 * Signs in with a password verified against `verifiedHash`, if that is still the stored hash: a
 * password changed (and every other session revoked) while it was being verified must not get a
 * new session. The check and the session are one transaction.
 */
function signInVerified(deps: AppDeps, c: Context<AppEnv>, userId: number, verifiedHash: string) {
  return deps.db.transaction(async (tx) => {
    const row = await one(tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)));
    if (row?.hash !== verifiedHash) throw httpError(401, 'Invalid login or password');
    return signIn(deps, c, userId);
  });
}

export function authRoutes(deps: AppDeps) {
  const sender = createCodeSender(deps.config, deps.logger);
  return new Hono<AppEnv>()
    .post('/login', d.login, validate('json', loginInput), async (c) => {
      const body = c.req.valid('json');
      const login = parseLogin(body.login);
      await enforceRateLimit(deps, c, 'login', login.value);
      const user = await findUserByLogin(deps.db, login.value);
      // The same work for every login, known or not, so the answer time tells nothing.
      const ok = user?.passwordHash
        ? await verifyPassword(body.password, user.passwordHash)
        : await verifyNothing(body.password);
      if (!user)
        throw httpError(
          login.kind === 'phone' ? 404 : 401,
          login.kind === 'phone' ? 'Phone not found' : 'Invalid login or password',
        );
      if (!ok || !user.passwordHash) throw httpError(401, 'Invalid login or password');
      const signedIn = await signInVerified(deps, c, user.id, user.passwordHash);
      if (needsRehash(user.passwordHash)) await rehash(deps.db, user.id, user.passwordHash, body.password);
      return c.json(signedIn);
    })
    .get('/exist', d.exist, validate('query', existQuery), async (c) => {
      const q = c.req.valid('query');
      const login = parseLogin(q.phone ?? q.login, 'Invalid phone');
      await enforceRateLimit(deps, c, 'exist', login.value);
      return c.json({ exist: Boolean(await findUserByLogin(deps.db, login.value)) });
    })
    .post('/verify/send', d.sendCode, validate('query', sendQuery), async (c) => {
      const login = parseLogin(c.req.valid('query').login);
      // The spec: "data.error = user exists". So an existing login is not an HTTP failure
      // but 200 {"error": true, "detail": "User already exists"}: the web shows
      // 'Такой пользователь уже существует' for it, and no code is sent or counted.
      if (await findUserByLogin(deps.db, login.value)) return c.json({ error: true, detail: 'User already exists' });
      const sent = await requestCode(deps, sender, login.value, login.kind === 'email', 'register', requestIp(deps, c));
      return c.json({ success: true, ...sent });
    })
    .route('/', socialRoutes(deps, sender))
    .route('/', ssoRoutes(deps));
}
