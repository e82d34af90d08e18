// /staff/users (admin, moderator): search users, suspend and lift a suspension; granting and
// revoking staff roles is for admins only.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { pagingQuery } from '../../lib/query-params.ts';
import { nameViewerOf } from '../../lib/person-name.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { validate } from '../../lib/validate.ts';
import { STAFF_ROLES } from '../users/staff-roles.ts';
import { staffDocs as d } from './openapi.ts';
import { searchUsers, setRole, suspendUser, unsuspendUser } from './users-service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export function staffUserRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', staffArea('users'))
    .get(
      '/',
      d.users,
      validate(
        'query',
        pagingQuery.extend({
          q: z.string().max(100).optional(),
          role: z.enum(STAFF_ROLES).optional(),
          suspended: z.enum(['true', 'false']).optional(),
        }),
      ),
      async (c) => {
        const q = c.req.valid('query');
        const suspended = q.suspended === undefined ? undefined : q.suspended === 'true';
        return c.json(await searchUsers(db, { ...q, suspended }, await nameViewerOf(db, requireUser(c))));
      },
    )
    .post(
      '/:id{[0-9]+}/roles',
      d.setRole,
      staffArea('roles'),
      validate('param', idParam),
      validate('json', z.object({ role: z.enum(STAFF_ROLES), granted: z.boolean() })),
      async (c) => {
        const { role, granted } = c.req.valid('json');
        return c.json({ roles: await setRole(db, requireUser(c).id, c.req.valid('param').id, role, granted) });
      },
    )
    .post(
      '/:id{[0-9]+}/suspend',
      d.suspend,
      validate('param', idParam),
      validate('json', z.object({ reason: z.string().trim().min(1).max(500) })),
      async (c) => {
        await suspendUser(db, requireUser(c), c.req.valid('param').id, c.req.valid('json').reason);
        return c.json({ success: true as const });
      },
    )
    .post('/:id{[0-9]+}/unsuspend', d.unsuspend, validate('param', idParam), async (c) => {
      await unsuspendUser(db, requireUser(c), c.req.valid('param').id);
      return c.json({ success: true as const });
    });
}
