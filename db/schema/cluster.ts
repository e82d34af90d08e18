// What several app servers on one database share besides the data itself: the claims of timed jobs
// (api/lib/cluster-jobs.ts) and the Web Push outbox (api/features/notifications/push-outbox.ts).
// Times here are milliseconds since 1970 by the database's clock, so nodes' clocks never matter.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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
