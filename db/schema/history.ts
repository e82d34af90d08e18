// Browsing history per user: what they opened (materials, news, events), one row per item
// (unique by type and id), newest first, trimmed to the last 30 by the service.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

export const HISTORY_TYPES = ['post', 'news', 'event'] as const;

export const historyItems = sqliteTable(
  'history_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: HISTORY_TYPES }).notNull(),
    itemId: integer('item_id').notNull(),
    viewedAt: text('viewed_at').notNull(),
    /** The change version (db/schema/sync.ts) of the last change, for pull. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type, t.itemId] }),
    index('history_items_user_viewed_idx').on(t.userId, t.viewedAt),
    index('history_items_user_version_idx').on(t.userId, t.version),
  ],
);
