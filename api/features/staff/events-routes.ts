// /staff/content/events (admin, editor): events with drafts, their registration form, status and
// place. Each write and its audit row share one transaction; cancelling a published event tells
// the people registered at once (event.cancelled, after the commit).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { itemHead } from '../../lib/authoring-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { validate } from '../../lib/validate.ts';
import type { Db } from '../../../db/client.ts';
import type { FormDefinition } from '../pages/blocks-schema.ts';
import {
  announceCancelled,
  createEvent,
  eventInput,
  findEventRow,
  setEventPublished,
  updateEvent,
} from '../events/write-service.ts';
import { authoringDocs as d } from './authoring-openapi.ts';
import { auditBrief, authoringListQuery, idParam, publishBody } from './authoring-params.ts';
import { auditedWrites } from './authoring-writes.ts';
import { listEventsForStaff } from './learning-lists.ts';

async function eventView(db: Db, id: number) {
  const row = await findEventRow(db, id);
  if (!row) throw httpError(404, 'Event not found');
  return {
    ...itemHead(row),
    start_at: row.startAt,
    end_at: row.endAt,
    status: row.status,
    place: row.place,
    is_online: row.isOnline,
    form: row.form as FormDefinition | null,
    content: row.content as { type: string; data: unknown }[],
    is_published: row.isPublished,
  };
}

export function staffEventRoutes({ db, logger }: AppDeps) {
  const writes = auditedWrites(db, { type: 'event', brief: async (tx, id) => auditBrief(await findEventRow(tx, id)) });
  const onError = (err: unknown) => logger.error({ err }, 'event.cancelled subscriber failed');

  return new Hono<AppEnv>()
    .use('*', staffArea('content'))
    .get('/', d.events, validate('query', authoringListQuery), async (c) =>
      c.json(await listEventsForStaff(db, c.req.valid('query'))),
    )
    .get('/:id{[0-9]+}', d.event, validate('param', idParam), async (c) =>
      c.json(await eventView(db, c.req.valid('param').id)),
    )
    .post('/', d.createEvent, validate('json', eventInput), async (c) => {
      const id = await writes.create(requireUser(c).id, (tx) => createEvent(tx, c.req.valid('json')));
      return c.json(await eventView(db, id), 201);
    })
    .put('/:id{[0-9]+}', d.updateEvent, validate('param', idParam), validate('json', eventInput), async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      await writes.change(requireUser(c).id, 'update', id, async (tx) => {
        const { cancelled } = await updateEvent(tx, id, input);
        // In the write's transaction: the event's outbox row commits with the change (domain-events.ts).
        if (cancelled) await announceCancelled(tx, id, onError);
      });
      return c.json(await eventView(db, id));
    })
    .post(
      '/:id{[0-9]+}/publish',
      d.publishEvent,
      validate('param', idParam),
      validate('json', publishBody),
      async (c) => {
        const { id } = c.req.valid('param');
        await writes.change(requireUser(c).id, 'publish', id, (tx) =>
          setEventPublished(tx, id, c.req.valid('json').published),
        );
        return c.json(await eventView(db, id));
      },
    );
}
