// Events (olympiads, lectures, camps) with a registration form definition, and who joined.
// Status 'postponed' means cancelled (the spec's wording); time is stored in UTC ISO.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const EVENT_STATUSES = ['planned', 'postponed'] as const;
export type EventStatusCode = (typeof EVENT_STATUSES)[number];

export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    preview: text('preview'),
    startAt: text('start_at').notNull(),
    endAt: text('end_at').notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('planned'),
    place: text('place'),
    isOnline: integer('is_online', { mode: 'boolean' }).notNull().default(false),
    /** Registration form: {title?, btn?, type: 'button'|'inline', fields: [{name,label,type,required,options?}]} */
    form: text('form', { mode: 'json' }),
    content: text('content', { mode: 'json' })
      .notNull()
      .default(sql`'[]'`),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('events_start_idx').on(t.isPublished, t.startAt), index('events_end_idx').on(t.isPublished, t.endAt)],
);

export const eventParticipants = sqliteTable(
  'event_participants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The answers of the registration form, as name/value pairs. */
    answers: text('answers', { mode: 'json' }),
    /** A key chosen by the sender's device, so a form queued offline and sent twice counts once. */
    clientKey: text('client_key'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [
    index('event_participants_event_idx').on(t.eventId),
    uniqueIndex('event_participants_user_uq').on(t.eventId, t.userId),
    // A client key is unique per user (another user's device may pick the same key without
    // harm); a guest's key is unique per event, so a guest form sent twice counts once.
    uniqueIndex('event_participants_user_client_uq').on(t.userId, t.clientKey),
    uniqueIndex('event_participants_guest_client_uq')
      .on(t.eventId, t.clientKey)
      .where(sql`${t.userId} IS NULL`),
  ],
);
