// What several app servers on one database share besides the data itself: the claims of timed jobs
// (api/lib/cluster-jobs.ts), the Web Push outbox (api/features/notifications/push-outbox.ts) and the
// domain events' outbox (api/lib/domain-events.ts, api/lib/domain-event-outbox.ts).
// Times here are milliseconds since 1970 by the database's clock, so nodes' clocks never matter.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { notifications } from './notifications.ts';

export const clusterJobs = sqliteTable('cluster_jobs', {
  name: text('name').primaryKey(),
  /** The next period may be claimed from this moment (database clock, ms). */
  nextRunAt: integer('next_run_at').notNull(),
  /** Periods claimed so far, by any node. */
  runs: integer('runs').notNull().default(0),
  /** The node that claimed the last period: `${hostname}:${pid}`. */
  holder: text('holder').notNull(),
  lastFinishedAt: integer('last_finished_at'),
});

export const pushOutbox = sqliteTable(
  'push_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    /** A sender took the row until then (database clock, ms); after it, a sender that died is followed. */
    claimedUntil: integer('claimed_until'),
    /** Set once every device of the recipient was tried (database clock, ms); null while waiting. */
    sentAt: integer('sent_at'),
  },
  (t) => [index('push_outbox_waiting_idx').on(t.sentAt, t.id)],
);

export const domainEventOutbox = sqliteTable(
  'domain_event_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** The event's payload as JSON. */
    payload: text('payload').notNull(),
    /** When it was raised (ISO time of the raising node, as listeners see it). */
    at: text('at').notNull(),
    /**
     * The row is its deliverer's until then (database clock, ms): the writing node's from the insert, a
     * job's once it claimed the row. After it, a deliverer that died is followed by the next job.
     */
    claimedUntil: integer('claimed_until').notNull(),
    /** Set once its listeners ran (database clock, ms); null while waiting. */
    doneAt: integer('done_at'),
  },
  (t) => [index('domain_event_outbox_waiting_idx').on(t.doneAt, t.id)],
);

/**
 * What a listener already did for an event (e.g. `notify:<user>:<kind>`), written in the transaction of
 * that effect: an event delivered twice (its deliverer died before marking it done) does it once.
 */
export const domainEventEffects = sqliteTable(
  'domain_event_effects',
  {
    eventId: integer('event_id').notNull(),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.key] })],
);
