// /staff/type-requests: what staff (admin, moderator) use to approve publishing rights until
// the staff area of a later issue has screens for it. GET lists, POST …/approve|reject decides.
import { Hono } from 'hono';
import { z } from 'zod';
import { TYPE_REQUEST_STATES } from '../../../db/schema/type-requests.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireRole } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { typeRequestDocs as d } from './openapi.ts';
import { decideTypeRequest, listTypeRequests } from './service.ts';

const STAFF = ['admin', 'moderator'];
const idParam = z.object({ id: z.coerce.number().int().positive() });

export function staffTypeRequestRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', d.list, validate('query', z.object({ state: z.enum(TYPE_REQUEST_STATES).default('pending') })), (c) => {
      requireRole(c, ...STAFF);
      return c.json({ list: listTypeRequests(db, c.req.valid('query').state) });
    })
    .post('/:id{[0-9]+}/approve', d.approve, validate('param', idParam), (c) => {
      const staff = requireRole(c, ...STAFF);
      decideTypeRequest(db, c.req.valid('param').id, staff.id, true);
      return c.json({ success: true });
    })
    .post('/:id{[0-9]+}/reject', d.reject, validate('param', idParam), (c) => {
      const staff = requireRole(c, ...STAFF);
      decideTypeRequest(db, c.req.valid('param').id, staff.id, false);
      return c.json({ success: true });
    });
}
