// Writing events (the staff area's authoring): create, change, publish or take back to drafts.
// Blocks are sanitised before they are stored and the search index follows every write; a change
// of status to 'postponed' (cancelled) emits `event.cancelled` after the commit, so the people who
// registered hear of it at once (the timed sweep would tell them later anyway, with the same key).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { one, type Db } from '../../../db/store.ts';
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

export async function findEventRow(db: Db, id: number) {
  return one(db.select().from(events).where(eq(events.id, id)));
}

async function slugTaken(db: Db, value: string, exceptId?: number): Promise<boolean> {
  const row = await one(db.select({ id: events.id }).from(events).where(eq(events.slug, value)));
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

// Each write checks and writes in one transaction: the slug it found free, and the status it
// read before the change (which decides whether this change cancelled the event), still hold.

/** A new event, a draft until published. */
export async function createEvent(db: Db, input: EventInput): Promise<number> {
  checkEvent(input);
  return db.transaction(async (tx) => {
    const value = input.slug ?? slugify(input.title);
    if (await slugTaken(tx, value)) throw httpError(409, 'Slug already exists');
    const row = await one(
      tx
        .insert(events)
        .values({ ...columns(input), slug: value, isPublished: false })
        .returning({ id: events.id }),
    );
    if (!row) throw new Error('event was not inserted');
    await indexItem(tx, 'event', row.id);
    return row.id;
  });
}

/** Replaces the event's fields; answers whether this change cancelled it. */
export function updateEvent(db: Db, id: number, input: EventInput): Promise<{ cancelled: boolean }> {
  return db.transaction(async (tx) => {
    const before = await findEventRow(tx, id);
    if (!before) throw httpError(404, 'Event not found');
    checkEvent(input);
    if (input.slug && (await slugTaken(tx, input.slug, id))) throw httpError(409, 'Slug already exists');
    await tx
      .update(events)
      .set({ ...columns(input), ...(input.slug && { slug: input.slug }) })
      .where(eq(events.id, id));
    await indexItem(tx, 'event', id);
    return { cancelled: before.status !== 'postponed' && (input.status ?? 'planned') === 'postponed' };
  });
}

export function setEventPublished(db: Db, id: number, published: boolean): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await findEventRow(tx, id))) throw httpError(404, 'Event not found');
    await tx.update(events).set({ isPublished: published }).where(eq(events.id, id));
    await indexItem(tx, 'event', id);
  });
}

/** Tells subscribers (notifications) that a published event was cancelled; call it in the cancelling transaction. */
export async function announceCancelled(db: Db, id: number, onError?: (err: unknown) => void): Promise<void> {
  if ((await findEventRow(db, id))?.isPublished) await emitDomainEvent(db, 'event.cancelled', { eventId: id }, onError);
}
