// Password recovery: POST /recover/phone and /recover/email send a code to a known login;
// /recover-password/send-code, GET check-code and POST change (which revokes every earlier
// session and signs in) finish it. An unknown login answers 404 'Phone not found'.
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { sessions, users } from '../../../db/schema/users.ts';
import { PASSWORD_MIN_LENGTH } from '../../../sync/rules/account-limits.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { createCodeSender } from '../../providers/sms/index.ts';
import type { CodeSender } from '../../providers/sms/types.ts';
import { findUserByLogin, parseLogin } from '../auth/accounts-service.ts';
import { checkCode, guardCodeCheck, requestCode } from '../auth/codes-service.ts';
import { hashPassword } from '../auth/password.ts';
import { requestIp } from '../../lib/rate-limit.ts';
import { signIn } from '../../lib/sign-in.ts';
import { recoveryDocs as d } from './openapi.ts';

const phoneInput = z.object({ phone: z.string().max(254).optional(), login: z.string().max(254).optional() });
const emailInput = z.object({ email: z.string().max(254) });
const checkQuery = z.object({ phone: z.string().max(254), code: z.string().max(10) });
const changeInput = z.object({
  phone: z.string().max(254),
  code: z.string().max(10),
  new_password: z.string().min(PASSWORD_MIN_LENGTH, 'Password too short').max(200),
  confirm_password: z.string().max(200).optional(),
});

async function knownLogin(deps: AppDeps, text: string | undefined) {
  const login = parseLogin(text);
  const user = await findUserByLogin(deps.db, login.value);
  if (!user) throw httpError(404, 'Phone not found');
  return { login, user };
}

async function sendRecoveryCode(deps: AppDeps, sender: CodeSender, c: Context<AppEnv>, text: string | undefined) {
  const { login } = await knownLogin(deps, text);
  return {
    success: true,
    ...(await requestCode(deps, sender, login.value, login.kind === 'email', 'recover', requestIp(deps, c))),
  };
}

/** Accepts the phone from a JSON body or from the query string, as clients differ. */
async function phoneFrom(c: Context<AppEnv>): Promise<string | undefined> {
  const fromQuery = c.req.query('phone') ?? c.req.query('login');
  if (fromQuery) return fromQuery;
  const parsed = phoneInput.safeParse(await c.req.json().catch(() => ({})));
  return parsed.success ? (parsed.data.phone ?? parsed.data.login) : undefined;
}

export function recoverRoutes(deps: AppDeps, sender: CodeSender = createCodeSender(deps.config, deps.logger)) {
  return new Hono<AppEnv>()
    .post('/phone', d.byPhone, async (c) => c.json(await sendRecoveryCode(deps, sender, c, await phoneFrom(c))))
    .post('/email', d.byEmail, validate('json', emailInput), async (c) =>
      c.json(await sendRecoveryCode(deps, sender, c, c.req.valid('json').email)),
    );
}

export function recoverPasswordRoutes(deps: AppDeps, sender: CodeSender = createCodeSender(deps.config, deps.logger)) {
  return new Hono<AppEnv>()
    .post('/send-code', d.sendCode, async (c) => c.json(await sendRecoveryCode(deps, sender, c, await phoneFrom(c))))
    .get('/check-code', d.checkCode, validate('query', checkQuery), async (c) => {
      const q = c.req.valid('query');
      const guarded = await guardCodeCheck(deps, parseLogin(q.phone).value, 'recover', requestIp(deps, c));
      await knownLogin(deps, q.phone);
      await checkCode(deps, guarded, q.code, false);
      return c.json({ success: true });
    })
    .post('/change', d.change, validate('json', changeInput), async (c) => {
      const body = c.req.valid('json');
      if (body.confirm_password !== undefined && body.confirm_password !== body.new_password)
        throw httpError(400, 'Passwords do not match');
      const guarded = await guardCodeCheck(deps, parseLogin(body.phone).value, 'recover', requestIp(deps, c));
      const { user } = await knownLogin(deps, body.phone);
      await checkCode(deps, guarded, body.code, true);
      const passwordHash = await hashPassword(body.new_password);
      await deps.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
      });
      return c.json(await signIn(deps, c, user.id));
    });
}
