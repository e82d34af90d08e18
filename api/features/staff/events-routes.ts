// /staff/content/events (admin, editor): events with drafts, their registration form, status and
// place. Each write and its audit row share one transaction; cancelling a published event tells
// the people registered at once (event.cancelled, after the commit).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
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
import { listEventsForStaff } from './learning-lists.ts';

function eventView(db: Db, id: number) {
  const row = findEventRow(db, id);
  if (!row) throw httpError(404, 'Event not found');
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    preview: row.preview,
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
  const audit = (tx: Db, staffId: number, action: string, id: number, before: unknown) =>
    recordStaffAction(tx, {
      staffId,
      action,
      target: { type: 'event', id },
      before,
      after: auditBrief(findEventRow(tx, id)),
    });
  const onError = (err: unknown) => logger.error({ err }, 'event.cancelled subscriber failed');

  return new Hono<AppEnv>()
    .use('*', staffArea('content'))
    .get('/', d.events, validate('query', authoringListQuery), (c) =>
      c.json(listEventsForStaff(db, c.req.valid('query'))),
    )
    .get('/:id{[0-9]+}', d.event, validate('param', idParam), (c) => c.json(eventView(db, c.req.valid('param').id)))
    .post('/', d.createEvent, validate('json', eventInput), (c) => {
      const staff = requireUser(c);
      const id = db.transaction((tx) => {
        const made = createEvent(tx, c.req.valid('json'));
        audit(tx, staff.id, 'event.create', made, null);
        return made;
      });
      return c.json(eventView(db, id), 201);
    })
    .put('/:id{[0-9]+}', d.updateEvent, validate('param', idParam), validate('json', eventInput), (c) => {
      const staff = requireUser(c);
      const { id } = c.req.valid('param');
      const { cancelled } = db.transaction((tx) => {
        const before = auditBrief(findEventRow(tx, id));
        const change = updateEvent(tx, id, c.req.valid('json'));
        audit(tx, staff.id, 'event.update', id, before);
        return change;
      });
      if (cancelled) announceCancelled(db, id, onError);
      return c.json(eventView(db, id));
    })
    .post('/:id{[0-9]+}/publish', d.publishEvent, validate('param', idParam), validate('json', publishBody), (c) => {
      const staff = requireUser(c);
      const { id } = c.req.valid('param');
      db.transaction((tx) => {
        const before = auditBrief(findEventRow(tx, id));
        setEventPublished(tx, id, c.req.valid('json').published);
        audit(tx, staff.id, 'event.publish', id, before);
      });
      return c.json(eventView(db, id));
    });
}
