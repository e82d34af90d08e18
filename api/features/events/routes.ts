// /event/catalog (sort, limit, offset, search, event_status), /event/slug/{slug}, the
// event comments, add_participant and the registration form send (POST /event/{id}/form).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError, tooManyRequests } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { commentRoutes } from '../content-comments/routes.ts';
import { sendEventForm } from './form-service.ts';
import { eventListFilter, eventQuery } from './list-query.ts';
import { hitRateLimit, limitOpenWrites, requestIp } from '../../lib/rate-limit.ts';
import { addParticipant, eventExists, listEvents, nextStateChange, readEvent } from './service.ts';
import { eventDocs as d } from './openapi.ts';
import { FOR_A_MINUTE, keepUntil, publicAnswerCache } from '../../middleware/public-answer-cache.ts';

const formSendInput = z.object({
  values: z.array(z.object({ name: z.string().min(1).max(100), value: z.string().max(2000) })).max(50),
  client_key: z.string().min(8).max(100).optional(),
});

export function eventRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('*', publicAnswerCache(deps.db, FOR_A_MINUTE))
    .get('/catalog', d.catalog, validate('query', eventQuery), async (c) => {
      return c.json(await listEvents(db, eventListFilter(c.req.valid('query'), c.get('user')?.id ?? null)));
    })
    .get('/slug/:slug', d.bySlug, validate('param', z.object({ slug: z.string().min(1).max(200) })), async (c) => {
      const event = await readEvent(db, c.req.valid('param').slug, c.get('user')?.id ?? null);
      if (!event) throw httpError(404, 'Event not found');
      // Registration closes at the end to the second: the page is not kept past its next change of state.
      keepUntil(c, nextStateChange(event));
      return c.json(event);
    })
    .post(
      '/:id/add_participant',
      d.join,
      validate('param', z.object({ id: z.coerce.number().int().positive() })),
      async (c) => {
        const user = requireUser(c);
        return c.json(await addParticipant(db, c.req.valid('param').id, user.id));
      },
    )
    .post(
      '/:id/form',
      d.form,
      validate('param', z.object({ id: z.coerce.number().int().positive() })),
      validate('json', formSendInput),
      async (c) => {
        const body = c.req.valid('json');
        const eventId = c.req.valid('param').id;
        await limitOpenWrites(deps, c, 'event-form');
        // A guest has no account to count once, so each guest registration is a new row: cap them per IP.
        if (
          !c.get('user') &&
          !(await hitRateLimit(
            db,
            `event-guest:${eventId}:ip:${requestIp(deps, c)}`,
            deps.config.EVENT_GUEST_REGISTRATIONS_PER_IP_DAILY,
            86_400,
          ))
        ) {
          throw tooManyRequests(86_400);
        }
        const result = await sendEventForm(db, eventId, c.get('user')?.id ?? null, {
          values: body.values,
          clientKey: body.client_key,
        });
        return c.json(result, 201);
      },
    )
    .route(
      '/',
      commentRoutes(deps, 'event', (id) => eventExists(db, id)),
    );
}
