// View and scroll statistics: one row per opening of a material, by guests too. Only the
// user or the client (device id) that created a row may update its scroll depth and time.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

export const STATISTICS_PAGE_TYPES = ['post', 'news', 'event', 'course', 'quizzes'] as const;

export const statistics = sqliteTable(
  'statistics',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pageType: text('page_type', { enum: STATISTICS_PAGE_TYPES }).notNull(),
    pageId: integer('page_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A random id the browser keeps for itself; lets a guest update its own row. */
    clientId: text('client_id'),
    /** The deepest scroll reached, percent 0-100. */
    scrollDepth: integer('scroll_depth').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    index('statistics_page_idx').on(t.pageType, t.pageId, t.createdAt),
    // A reader's own openings, newest first: what they read to the end never comes back in their feed.
    index('statistics_user_idx').on(t.userId, t.pageType, t.createdAt),
  ],
);
