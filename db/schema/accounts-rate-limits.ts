// Fixed-window request counters (per IP, per login, per user, in total). Each row keeps its
// own window length, so minute and day counters live side by side.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  windowSeconds: integer('window_seconds').notNull().default(60),
  count: integer('count').notNull(),
});
