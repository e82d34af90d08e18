// /user: registration (POST /user), the current user, public profiles, profile updates
// (only by the user themself), password change, the user type, unlinking a social
// account, badges and the users catalogue (GET /user).
// Numeric ids are matched as digits only, so /user/favorite and friends reach their routers.
import { and, eq, ne } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { sessions, users } from '../../../db/schema/users.ts';
import { affectedRows, one } from '../../../db/store.ts';
import { PASSWORD_MIN_LENGTH, SOCIAL_NETWORKS } from '../../../sync/rules/account-limits.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError, tooManyRequests } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { createAccount, findUserByLogin, parseLogin } from '../auth/accounts-service.ts';
import { checkCode, guardCodeCheck } from '../auth/codes-service.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { signIn } from '../../lib/sign-in.ts';
import { hitRateLimit, requestIp } from '../../lib/rate-limit.ts';
import { unlinkSocial } from '../auth/social-service.ts';
import { userBadges } from './badges-service.ts';
import { listUsers } from './list-service.ts';
import { profileInput, updateProfile } from './profile-service.ts';
import { ownUserJson, profileFor } from '../../lib/user-view.ts';
import { audienceFor, listAudience } from '../../lib/personal-data.ts';
import { userDocs as d } from './openapi.ts';

const registerInput = z.object({
  login: z.string().trim().min(1).max(254),
  password: z.string().min(PASSWORD_MIN_LENGTH, 'Password too short').max(200),
  confirm_password: z.string().max(200),
  verification_code: z.string().trim().max(10),
  from_url: z.string().max(2000).nullish(),
  referal: z.string().max(200).nullish(),
});
const listQuery = z.object({
  search: z.string().max(100).optional(),
  type_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
const passwordInput = z.object({
  old_password: z.string().max(200),
  new_password: z.string().min(PASSWORD_MIN_LENGTH, 'Password too short').max(200),
  confirm_password: z.string().max(200).optional(),
});
const idParam = z.object({ id: z.coerce.number().int().positive() });
const newTypeInput = z.object({
  type: z.number().int().positive().optional(),
  type_id: z.number().int().positive().optional(),
});

/** The signed-in user when `id` is theirs (or they are an admin); 403 otherwise. */
function requireSelf(c: Context<AppEnv>, id: number) {
  const user = requireUser(c);
  if (user.id !== id && !user.roles.includes('admin')) throw httpError(403, 'Forbidden');
  return user;
}

export function usersRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post('/', d.register, validate('json', registerInput), async (c) => {
      const body = c.req.valid('json');
      const login = parseLogin(body.login);
      if (body.password !== body.confirm_password) throw httpError(400, 'Passwords do not match');
      const guarded = await guardCodeCheck(deps, login.value, 'register', requestIp(deps, c));
      // Checked before the code is spent; createAccount decides again for a sign-up of the login meanwhile.
      if (await findUserByLogin(db, login.value)) throw httpError(400, 'Login is taken');
      await checkCode(deps, guarded, body.verification_code, true);
      const passwordHash = await hashPassword(body.password);
      const userId = await createAccount(db, {
        login: login.value,
        passwordHash,
        fromUrl: body.from_url ?? null,
        referal: body.referal ?? null,
      });
      return c.json(await signIn(deps, c, userId), 201);
    })
    .get('/', d.list, validate('query', listQuery), async (c) =>
      c.json(await listUsers(db, c.req.valid('query'), listAudience(c.get('user')))),
    )
    .get('/me', d.me, async (c) => c.json(await ownUserJson(db, requireUser(c).id)))
    .post('/change-password', d.changePassword, validate('json', passwordInput), async (c) => {
      const user = requireUser(c);
      const body = c.req.valid('json');
      // A stolen session must not be able to guess the current password quickly.
      const perHour = deps.config.PASSWORD_CHANGES_PER_HOUR;
      const userOk = await hitRateLimit(db, `password-change:user:${user.id}`, perHour, 3600);
      const ipOk = await hitRateLimit(db, `password-change:ip:${requestIp(deps, c)}`, perHour, 3600);
      if (!userOk || !ipOk) throw tooManyRequests(3600);
      if (body.confirm_password !== undefined && body.confirm_password !== body.new_password)
        throw httpError(400, 'Passwords do not match');
      const row = await one(db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)));
      const oldHash = row?.hash ?? null;
      if (!oldHash || !(await verifyPassword(body.old_password, oldHash))) throw httpError(400, 'Wrong old password');
      const passwordHash = await hashPassword(body.new_password);
      const current = c.get('sessionId') ?? '';
      const changed = await db.transaction(async (tx) => {
        // Only over the hash the old password was verified against: two changes at once both
        // verified the same old password, and only the first may replace it.
        const updated = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, user.id), eq(users.passwordHash, oldHash)));
        if (affectedRows(updated) === 0) return false;
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, current)));
        return true;
      });
      if (!changed) throw httpError(400, 'Wrong old password');
      return c.json({ success: true });
    })
    .post('/update-profile', d.updateProfile, validate('json', profileInput), async (c) => {
      const user = requireUser(c);
      await updateProfile(db, user.id, c.req.valid('json'));
      return c.json(await ownUserJson(db, user.id));
    })
    .patch('/unlink/:social', d.unlink, validate('param', z.object({ social: z.enum(SOCIAL_NETWORKS) })), async (c) => {
      const user = requireUser(c);
      await unlinkSocial(db, user.id, c.req.valid('param').social);
      return c.json(await ownUserJson(db, user.id));
    })
    .get('/:id{[0-9]+}', d.byId, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const found = await profileFor(db, id, await audienceFor(db, c.get('user'), id));
      if (!found) throw httpError(404, 'User not found');
      return c.json(found);
    })
    .put('/:id{[0-9]+}', d.update, validate('param', idParam), validate('json', profileInput), async (c) => {
      const { id } = c.req.valid('param');
      requireSelf(c, id);
      await updateProfile(db, id, c.req.valid('json'));
      return c.json(await ownUserJson(db, id));
    })
    .patch(
      '/:id{[0-9]+}/new_type',
      d.newType,
      validate('param', idParam),
      validate('json', newTypeInput),
      async (c) => {
        const { id } = c.req.valid('param');
        requireSelf(c, id);
        const body = c.req.valid('json');
        const typeId = body.type ?? body.type_id;
        if (typeId === undefined) throw httpError(400, 'type: Required');
        await updateProfile(db, id, { type_id: typeId });
        return c.json(await ownUserJson(db, id));
      },
    )
    .get('/:id{[0-9]+}/badges', d.badges, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await one(db.select({ id: users.id }).from(users).where(eq(users.id, id)))))
        throw httpError(404, 'User not found');
      return c.json({ list: await userBadges(db, id) });
    });
}
