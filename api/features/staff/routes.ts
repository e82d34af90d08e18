// /staff: the staff area's API (docs/staff.md). Each part checks the caller's role itself
// (api/lib/staff-access.ts); /staff/me tells the browser which parts to show.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { one } from '../../../db/store.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { pagingQuery } from '../../lib/query-params.ts';
import { httpError } from '../../lib/http-error.ts';
import { nameViewerOf } from '../../lib/person-name.ts';
import { requireUser } from '../../lib/require-user.ts';
import { areasOf, staffArea } from '../../lib/staff-access.ts';
import { listStaffActions } from '../../lib/staff-audit.ts';
import { validate } from '../../lib/validate.ts';
import { staffSchoolRoutes } from './schools-routes.ts';
import { staffComplaintRoutes } from './complaints-routes.ts';
import { staffContentRoutes } from './content-routes.ts';
import { staffCourseRoutes } from './courses-routes.ts';
import { staffEventRoutes } from './events-routes.ts';
import { staffSiteRoutes } from './site-routes.ts';
import { staffInboxRoutes } from './inbox-routes.ts';
import { staffMediaRoutes } from './media-routes.ts';
import { staffDocs as d } from './openapi.ts';
import { staffQueueRoutes } from './queue-routes.ts';
import { staffQuizRoutes } from './quizzes-routes.ts';
import { staffUserRoutes } from './users-routes.ts';

export function staffRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/me', d.me, async (c) => {
      const user = requireUser(c);
      const areas = areasOf(user.roles);
      if (!areas.length) throw httpError(403, 'Forbidden');
      // The editor checks a file's size before sending it (the server refuses a larger one too).
      const media_max_bytes = deps.config.MEDIA_UPLOAD_MAX_MB * 1024 * 1024;
      const name = (await one(db.select({ name: users.name }).from(users).where(eq(users.id, user.id))))?.name ?? '';
      return c.json({ id: user.id, name, roles: user.roles, areas, media_max_bytes });
    })
    .get(
      '/audit',
      d.audit,
      staffArea('audit'),
      validate(
        'query',
        pagingQuery.extend({
          action: z.string().max(50).optional(),
          staff_id: z.coerce.number().int().positive().optional(),
        }),
      ),
      async (c) => {
        const q = c.req.valid('query');
        return c.json(
          await listStaffActions(
            db,
            { action: q.action, staffId: q.staff_id, limit: q.limit, offset: q.offset },
            await nameViewerOf(db, requireUser(c)),
          ),
        );
      },
    )
    .route('/queue', staffQueueRoutes(deps))
    .route('/complaints', staffComplaintRoutes(deps))
    .route('/inbox', staffInboxRoutes(deps))
    .route('/users', staffUserRoutes(deps))
    .route('/schools', staffSchoolRoutes(deps))
    .route('/content', staffContentRoutes(deps))
    .route('/content/media', staffMediaRoutes(deps))
    .route('/content/events', staffEventRoutes(deps))
    .route('/content/courses', staffCourseRoutes(deps))
    .route('/content/quizzes', staffQuizRoutes(deps))
    .route('/', staffSiteRoutes(deps));
}
