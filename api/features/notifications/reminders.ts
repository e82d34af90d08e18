// Time-based notifications, run by a timer inside the server: an event the user registered for
// starts within 24 hours or was cancelled (kind 8), a contest they take part in has ended (kind 7).
// Each is written once per user thanks to its dedupe key, so a restart or a second sweep adds nothing.
import { and, eq, gt, gte, isNotNull, lte } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { contestParticipants, contests, contestWorks } from '../../../db/schema/contests.ts';
import { eventParticipants, events } from '../../../db/schema/events.ts';
import { EVENT_REMINDER_BEFORE_MS } from '../../../sync/rules/notifications.ts';
import { notify } from './notify.ts';

/** A cancelled event or an ended contest older than this is history, not news (a first deploy stays quiet). */
const RECENT_MS = 3 * 24 * 60 * 60 * 1000;
const MOSCOW = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

async function registeredUsers(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: eventParticipants.userId })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), isNotNull(eventParticipants.userId)));
  return rows.map((r) => r.id!);
}

async function eventNotices(db: Db, now: Date): Promise<number> {
  let written = 0;
  const iso = (ms: number) => new Date(ms).toISOString();
  const soon = await db
    .select({ id: events.id, title: events.title, startAt: events.startAt, status: events.status })
    .from(events)
    .where(
      and(
        eq(events.isPublished, true),
        gt(events.startAt, iso(now.getTime() - RECENT_MS)),
        lte(events.startAt, iso(now.getTime() + EVENT_REMINDER_BEFORE_MS)),
      ),
    );
  const cancelled = await db
    .select({ id: events.id, title: events.title, startAt: events.startAt, status: events.status })
    .from(events)
    .where(and(eq(events.status, 'postponed'), gt(events.startAt, iso(now.getTime() - RECENT_MS))));
  for (const e of [...soon, ...cancelled]) written += await eventNotice(db, e, now);
  return written;
}

type NoticeEvent = Pick<typeof events.$inferSelect, 'id' | 'title' | 'startAt' | 'status'>;

/**
 * The reminder or the cancellation notice of one event to each registered user; answers how many were
 * new. Each is one insert under its dedupe key, so sweeps that overlap (or two servers) write it once.
 */
async function eventNotice(db: Db, e: NoticeEvent, now: Date): Promise<number> {
  let written = 0;
  const isCancelled = e.status === 'postponed';
  if (!isCancelled && Date.parse(e.startAt) <= now.getTime()) return 0;
  for (const userId of await registeredUsers(db, e.id)) {
    const id = await notify(
      db,
      {
        userId,
        kind: 8,
        title: isCancelled ? `Мероприятие «${e.title}» отменено` : `Скоро мероприятие «${e.title}»`,
        text: isCancelled
          ? 'Организаторы отменили мероприятие, на которое вы записались.'
          : `Начало ${MOSCOW.format(new Date(e.startAt))} по московскому времени.`,
        link: `/event/${e.id}`,
        eventId: e.id,
        dedupeKey: `${isCancelled ? 'event-cancelled' : 'event-reminder'}:${e.id}`,
      },
      now,
    );
    if (id !== null) written += 1;
  }
  return written;
}

/** At once when staff cancel a published event (the timed sweep would find it later; the key is the same). */
export async function noticeEventCancelled(db: Db, eventId: number, now = new Date()): Promise<number> {
  const e = await one(
    db
      .select({ id: events.id, title: events.title, startAt: events.startAt, status: events.status })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.isPublished, true), eq(events.status, 'postponed'))),
  );
  return e ? eventNotice(db, e, now) : 0;
}

async function contestNotices(db: Db, now: Date): Promise<number> {
  let written = 0;
  const ended = await db
    .select({ id: contests.id, title: contests.title })
    .from(contests)
    .where(
      and(
        eq(contests.isPublished, true),
        gte(contests.endAt, new Date(now.getTime() - RECENT_MS).toISOString()),
        lte(contests.endAt, now.toISOString()),
      ),
    );
  for (const c of ended) {
    const participants = await db
      .select({ id: contestParticipants.userId })
      .from(contestParticipants)
      .where(eq(contestParticipants.contestId, c.id));
    const authors = await db
      .select({ id: contestWorks.userId })
      .from(contestWorks)
      .where(eq(contestWorks.contestId, c.id));
    const people = new Set([...participants, ...authors].map((r) => r.id));
    for (const userId of people) {
      const id = await notify(
        db,
        {
          userId,
          kind: 7,
          title: `Конкурс «${c.title}» завершён`,
          text: 'Скоро здесь появятся итоги.',
          link: `/contests/${c.id}`,
          contestId: c.id,
          dedupeKey: `contest-ended:${c.id}`,
        },
        now,
      );
      if (id !== null) written += 1;
    }
  }
  return written;
}

/** One sweep of the timed producers; returns how many notifications it wrote. */
export async function runTimedNotices(db: Db, now = new Date()): Promise<number> {
  return (await eventNotices(db, now)) + (await contestNotices(db, now));
}
