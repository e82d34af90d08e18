// /staff/type-requests: staff (admin, moderator) approve or reject requests for publishing rights
// (the staff area's 'Заявки' screen). GET lists, POST …/approve|reject decides.
import { Hono } from 'hono';
import { z } from 'zod';
import { TYPE_REQUEST_STATES } from '../../../db/schema/type-requests.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { validate } from '../../lib/validate.ts';
import { typeRequestDocs as d } from './openapi.ts';
import { decideTypeRequest, listTypeRequests } from './service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export function staffTypeRequestRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', staffArea('requests'))
    .get(
      '/',
      d.list,
      validate('query', z.object({ state: z.enum(TYPE_REQUEST_STATES).default('pending') })),
      async (c) => {
        return c.json({ list: await listTypeRequests(db, c.req.valid('query').state) });
      },
    )
    .post('/:id{[0-9]+}/approve', d.approve, validate('param', idParam), async (c) => {
      const staff = requireUser(c);
      await decideTypeRequest(db, c.req.valid('param').id, staff.id, true);
      return c.json({ success: true });
    })
    .post('/:id{[0-9]+}/reject', d.reject, validate('param', idParam), async (c) => {
      const staff = requireUser(c);
      await decideTypeRequest(db, c.req.valid('param').id, staff.id, false);
      return c.json({ success: true });
    });
}
