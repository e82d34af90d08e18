// Notifications (kinds 1 to 13 of the spec, one row per recipient), Web Push subscriptions, and the
// points ledger that explains every change of users.coins. Settings stay in users.notification_settings.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    /** Where a click leads: /contests/{id}, /event/{id}, /community/{id}, a material, a comment anchor. */
    link: text('link'),
    userFromId: integer('user_from_id').references(() => users.id, { onDelete: 'set null' }),
    pageId: integer('page_id'),
    commentId: integer('comment_id'),
    contestId: integer('contest_id'),
    eventId: integer('event_id'),
    communityId: integer('community_id'),
    requestId: integer('request_id'),
    inviteId: integer('invite_id'),
    badgeId: integer('badge_id'),
    withAction: integer('with_action', { mode: 'boolean' }).notNull().default(false),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    /** Likes of one item join one row while it is young: the key of the item, and how many people. */
    groupKey: text('group_key'),
    groupCount: integer('group_count').notNull().default(1),
    /** Makes a timed or repeated producer idempotent (e.g. 'event-reminder:5'): one row per user and key. */
    dedupeKey: text('dedupe_key'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_group_idx').on(t.userId, t.groupKey),
    uniqueIndex('notifications_dedupe_uq').on(t.userId, t.dedupeKey),
  ],
);

export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export const pointsLedger = sqliteTable(
  'points_ledger',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** A code of the rule (welcome, badge, comment...), shown in Russian by the rules module. */
    reason: text('reason').notNull(),
    /** One award per user and key, so replays and restarts never pay twice. */
    refKey: text('ref_key').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('points_ledger_key_uq').on(t.userId, t.refKey)],
);
