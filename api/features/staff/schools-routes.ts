// /staff/schools (admin, moderator): the schools list with the unconfirmed ones users typed, adding, confirming,
// renaming and merging schools. Mounted by the staff router; the role is checked before anything else.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { pagingQuery, rowId } from '../../lib/query-params.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { validate } from '../../lib/validate.ts';
import { schoolStaffDocs as d } from './schools-openapi.ts';
import { addSchool, editSchool, listSchools, mergeSchool } from './schools-service.ts';

const idParam = z.object({ id: rowId });
const name = z.string().trim().min(2).max(300);
const optionalText = z.string().trim().max(300).nullable().optional();

export function staffSchoolRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', staffArea('schools'))
    .get(
      '/',
      d.list,
      validate(
        'query',
        pagingQuery.extend({
          confirmed: z.enum(['true', 'false']).optional(),
          city_id: rowId.optional(),
          q: z.string().max(100).optional(),
        }),
      ),
      async (c) => {
        const q = c.req.valid('query');
        const confirmed = q.confirmed === undefined ? undefined : q.confirmed === 'true';
        return c.json(await listSchools(db, { ...q, confirmed }));
      },
    )
    .post(
      '/',
      d.add,
      validate('json', z.object({ city_id: rowId, name, short_name: optionalText, address: optionalText })),
      async (c) => c.json(await addSchool(db, requireUser(c).id, c.req.valid('json')), 201),
    )
    .patch(
      '/:id{[0-9]+}',
      d.edit,
      validate('param', idParam),
      validate(
        'json',
        z
          .object({ name: name.optional(), short_name: optionalText, confirmed: z.literal(true).optional() })
          .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update'),
      ),
      async (c) => {
        await editSchool(db, requireUser(c).id, c.req.valid('param').id, c.req.valid('json'));
        return c.json({ success: true as const });
      },
    )
    .post(
      '/:id{[0-9]+}/merge',
      d.merge,
      validate('param', idParam),
      validate('json', z.object({ into_id: rowId })),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await mergeSchool(db, requireUser(c).id, id, c.req.valid('json').into_id));
      },
    );
}
