// Writing events (the staff area's authoring): create, change, publish or take back to drafts.
// Blocks are sanitised before they are stored and the search index follows every write; a change
// of status to 'postponed' (cancelled) emits `event.cancelled` after the commit, so the people who
// registered hear of it at once (the timed sweep would tell them later anyway, with the same key).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { EVENT_STATUSES, events } from '../../../db/schema/events.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { pictureUrl, slugInput } from '../../lib/authoring-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { contentBlocks, formDefinition, sanitizeBlocks } from '../pages/blocks-schema.ts';
import { slugify } from '../../lib/slug.ts';
import { indexItem } from '../search/indexer.ts';
import './event-cancelled.ts';

const instant = z.iso.datetime({ offset: true });

/** The staff's event body; dates are instants (the editor turns Moscow wall time into UTC). */
export const eventInput = z.object({
  title: z.string().trim().min(1).max(300),
  slug: slugInput.optional(),
  description: z.string().trim().max(2000).optional(),
  preview: pictureUrl.nullable().optional(),
  start_at: instant,
  end_at: instant,
  status: z.enum(EVENT_STATUSES).optional(),
  place: z.string().trim().max(300).nullable().optional(),
  is_online: z.boolean().optional(),
  form: formDefinition.nullable().optional(),
  content: contentBlocks.optional(),
});
export type EventInput = z.infer<typeof eventInput>;

export function findEventRow(db: Db, id: number) {
  return db.select().from(events).where(eq(events.id, id)).get();
}

function slugTaken(db: Db, value: string, exceptId?: number): boolean {
  const row = db.select({ id: events.id }).from(events).where(eq(events.slug, value)).get();
  return !!row && row.id !== exceptId;
}

/** Rules zod cannot see: the end after the start, a place for an event that is not online, unique field names. */
function checkEvent(input: EventInput): void {
  if (Date.parse(input.end_at) <= Date.parse(input.start_at)) throw httpError(400, 'End must be after start');
  if (!input.is_online && !input.place?.trim()) throw httpError(400, 'Place required');
  const names = input.form?.fields.map((f) => f.name) ?? [];
  if (new Set(names).size !== names.length) throw httpError(400, 'Form field names repeat');
  if (input.form?.fields.some((f) => f.type === 'select' && !f.options?.some((o) => o.trim())))
    throw httpError(400, 'Select field needs options');
}

const columns = (input: EventInput) => ({
  title: input.title,
  description: input.description ?? '',
  preview: input.preview ?? null,
  startAt: new Date(input.start_at).toISOString(),
  endAt: new Date(input.end_at).toISOString(),
  status: input.status ?? 'planned',
  place: input.place?.trim() || null,
  isOnline: input.is_online ?? false,
  form: input.form ?? null,
  content: sanitizeBlocks(input.content ?? []),
});

/** A new event, a draft until published. */
export function createEvent(db: Db, input: EventInput): number {
  checkEvent(input);
  const value = input.slug ?? slugify(input.title);
  if (slugTaken(db, value)) throw httpError(409, 'Slug already exists');
  return db.transaction((tx) => {
    const row = tx
      .insert(events)
      .values({ ...columns(input), slug: value, isPublished: false })
      .returning({ id: events.id })
      .get();
    indexItem(tx, 'event', row.id);
    return row.id;
  });
}

/** Replaces the event's fields; answers whether this change cancelled it. */
export function updateEvent(db: Db, id: number, input: EventInput): { cancelled: boolean } {
  const before = findEventRow(db, id);
  if (!before) throw httpError(404, 'Event not found');
  checkEvent(input);
  if (input.slug && slugTaken(db, input.slug, id)) throw httpError(409, 'Slug already exists');
  db.transaction((tx) => {
    tx.update(events)
      .set({ ...columns(input), ...(input.slug && { slug: input.slug }) })
      .where(eq(events.id, id))
      .run();
    indexItem(tx, 'event', id);
  });
  return { cancelled: before.status !== 'postponed' && (input.status ?? 'planned') === 'postponed' };
}

export function setEventPublished(db: Db, id: number, published: boolean): void {
  if (!findEventRow(db, id)) throw httpError(404, 'Event not found');
  db.transaction((tx) => {
    tx.update(events).set({ isPublished: published }).where(eq(events.id, id)).run();
    indexItem(tx, 'event', id);
  });
}

/** After the commit: tells subscribers (notifications) that a published event was cancelled. */
export function announceCancelled(db: Db, id: number, onError?: (err: unknown) => void): void {
  if (findEventRow(db, id)?.isPublished) emitDomainEvent(db, 'event.cancelled', { eventId: id }, onError);
}
