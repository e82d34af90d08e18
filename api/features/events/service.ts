// Events: derived state (wait, running, finished, cancelled), the catalogue with an
// event_status filter, and one event by slug with its form and participant count.
import { and, asc, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { eventParticipants, events } from '../../../db/schema/events.ts';
import { httpError } from '../../lib/http-error.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { reactionSummary, withReactions, withViewerOwnReactions } from '../../lib/reaction-counts.ts';
import { matchingIds } from '../search/service.ts';
import { storedBlocks, storedForm } from '../pages/blocks-schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { viewerRowsAmong } from '../../lib/viewer-rows.ts';

export const EVENT_FILTERS = ['upcoming', 'running', 'finished', 'cancelled', 'active'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
const STATUS_IDS = { planned: 1, postponed: 2 } as const;

type EventRow = typeof events.$inferSelect;

/**
 * The lists and pages as a guest sees them, kept while the database is unchanged; a signed-in viewer's answer is the
 * kept one with their own reactions and registration (api/lib/kept-answers.ts). The filters read the clock, so a
 * list is kept a minute at most, and no answer past the moment one of its events starts or ends.
 */
const EVENTS = { name: 'events', maxEntries: 200, maxAgeMs: 60_000 };

const earliestChange = (cards: { start_at: string; end_at: string; state: EventState }[]) =>
  cards.reduce<number | undefined>((soonest, card) => {
    const at = nextStateChange(card);
    return at !== undefined && (soonest === undefined || at < soonest) ? at : soonest;
  }, undefined);

export type EventState = 'wait' | 'running' | 'finished' | 'cancelled';

export function eventState(e: Pick<EventRow, 'status' | 'startAt' | 'endAt'>, now = nowIso()): EventState {
  if (e.status === 'postponed') return 'cancelled';
  if (e.endAt <= now) return 'finished';
  if (e.startAt <= now) return 'running';
  return 'wait';
}

/** When an event's state next changes with the clock (it starts or ends), in ms; undefined when it never will. */
export function nextStateChange(e: { start_at: string; end_at: string; state: EventState }): number | undefined {
  if (e.state === 'wait') return Date.parse(e.start_at);
  if (e.state === 'running') return Date.parse(e.end_at);
  return undefined;
}

function toEventCard(e: EventRow, now = nowIso()) {
  const state = eventState(e, now);
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    description: e.description,
    preview: e.preview,
    start_at: e.startAt,
    end_at: e.endAt,
    is_online: e.isOnline,
    place: e.place,
    status: { id: STATUS_IDS[e.status], code: e.status },
    status_code: e.status,
    status_id: STATUS_IDS[e.status],
    state,
    is_finish: state === 'finished',
    type: { code: 'event', label: 'Мероприятие' },
    href: `/event/${e.slug}`,
  };
}

function filterCondition(filter: EventFilter | undefined, now: string): SQL | undefined {
  const planned = eq(events.status, 'planned');
  switch (filter) {
    case 'upcoming':
      return and(planned, gt(events.startAt, now));
    case 'running':
      return and(planned, lte(events.startAt, now), gt(events.endAt, now));
    case 'finished':
      return and(planned, lte(events.endAt, now));
    case 'cancelled':
      return eq(events.status, 'postponed');
    case 'active':
      return and(planned, gt(events.endAt, now));
    default:
      return undefined;
  }
}

interface EventListQuery {
  filter?: EventFilter;
  sort: 'DATE_DESC' | 'DATE_ASC';
  limit: number;
  offset: number;
  search?: string;
}

export async function listEvents(db: Db, { viewerId = null, ...q }: EventListQuery & { viewerId?: number | null }) {
  const key = `list:${q.filter ?? ''}:${q.sort}:${q.limit}:${q.offset}:${q.search ?? ''}`;
  const shown = await keptAnswer(
    db,
    EVENTS,
    key,
    () => computeEvents(db, q),
    () => true,
    (answer) => earliestChange(answer.list),
  );
  if (viewerId === null) return shown;
  return { list: await withViewerOwnReactions(db, 'event', shown.list, viewerId), total: shown.total };
}

async function computeEvents(db: Db, q: EventListQuery) {
  const now = nowIso();
  const matching = q.search ? await matchingIds(db, q.search, 'event') : null;
  const where = and(
    eq(events.isPublished, true),
    filterCondition(q.filter, now),
    matching ? (matching.length ? inArray(events.id, matching) : sql`false`) : undefined,
  );
  const orderBy =
    q.sort === 'DATE_ASC' ? [asc(events.startAt), asc(events.id)] : [desc(events.startAt), desc(events.id)];
  const rows = await db
    .select()
    .from(events)
    .where(where)
    .orderBy(...orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const total =
    (
      await one(
        db
          .select({ n: sql<number>`count(*)` })
          .from(events)
          .where(where),
      )
    )?.n ?? 0;
  return {
    list: await withReactions(
      db,
      'event',
      rows.map((e) => toEventCard(e, now)),
    ),
    total,
  };
}

/** One event by slug; a bare number also finds it by id (notification links use /event/{id}). */
const registeredAmong = viewerRowsAmong<[id: number]>((db, ids, viewer) =>
  db
    .select({ id: eventParticipants.eventId })
    .from(eventParticipants)
    .where(and(inArray(eventParticipants.eventId, ids), eq(eventParticipants.userId, viewer))),
);

export async function readEvent(db: Db, slug: string, userId: number | null) {
  const shown = await keptAnswer(
    db,
    EVENTS,
    `slug:${slug}`,
    () => computeEvent(db, slug),
    (event) => event !== null,
    (event) => (event ? nextStateChange(event) : undefined),
  );
  if (!shown || userId === null) return shown;
  const [[own], mine] = await Promise.all([
    withViewerOwnReactions(db, 'event', [shown], userId),
    registeredAmong(db, userId, [shown.id]),
  ]);
  return { ...own!, is_participant: mine.length > 0 };
}

async function computeEvent(db: Db, slug: string) {
  const byId = /^\d+$/.test(slug) ? eq(events.id, Number(slug)) : undefined;
  const row = await one(
    db
      .select()
      .from(events)
      .where(and(byId ? or(eq(events.slug, slug), byId) : eq(events.slug, slug), eq(events.isPublished, true))),
  );
  if (!row) return null;
  const count = await participantCount(db, row.id);
  return {
    ...toEventCard(row),
    ...(await reactionSummary(db, 'event', row.id)),
    content: storedBlocks(row.content),
    form: storedForm(row.form),
    participants_count: count,
    is_participant: false,
  };
}

export async function eventExists(db: Db, id: number): Promise<boolean> {
  return !!(await one(
    db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, id), eq(events.isPublished, true))),
  ));
}

/** Events still to come or running, soonest first (the main page's list). */
export function activeEvents(db: Db, limit: number) {
  return listEvents(db, { filter: 'active', sort: 'DATE_ASC', limit, offset: 0 });
}

async function participantCount(db: Db, eventId: number): Promise<number> {
  return (
    (
      await one(
        db
          .select({ n: sql<number>`count(*)` })
          .from(eventParticipants)
          .where(eq(eventParticipants.eventId, eventId)),
      )
    )?.n ?? 0
  );
}

/**
 * Registers the signed-in user once; a second call changes nothing. Closed when finished or
 * cancelled. One transaction: the event is still open when the row is written, and the count
 * answered includes it.
 */
/** The published event `eventId` while it still takes registrations; 404 or 400 otherwise. */
export async function openEventForRegistration(tx: Db, eventId: number): Promise<typeof events.$inferSelect> {
  const row = await one(
    tx
      .select()
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.isPublished, true))),
  );
  if (!row) throw httpError(404, 'Event not found');
  const state = eventState(row);
  if (state === 'finished' || state === 'cancelled') throw httpError(400, 'Registration is closed');
  return row;
}

export function addParticipant(
  db: Db,
  eventId: number,
  userId: number,
): Promise<{ participants_count: number; is_participant: true }> {
  return db.transaction(async (tx) => {
    await openEventForRegistration(tx, eventId);
    await tx.insert(eventParticipants).values({ eventId, userId }).onConflictDoNothing();
    return { participants_count: await participantCount(tx, eventId), is_participant: true as const };
  });
}
