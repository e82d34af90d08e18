// Bookmarks (favorites) of the five bookmark types. A removal keeps the row with on = false
// (a tombstone) and a new change version, so a second device pulls the removal too.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

export const bookmarks = sqliteTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['event', 'course', 'quizzes', 'post', 'news'] }).notNull(),
    itemId: integer('item_id').notNull(),
    on: integer('is_on', { mode: 'boolean' }).notNull(),
    /** When it was last turned on: the list's order and its `timestamp` paging filter. */
    ...timestamps(),
    /** Its user's change version at its last change (api/lib/change-version.ts); pull answers rows above the cookie. */
    version: integer('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type, t.itemId] }),
    index('bookmarks_user_version_idx').on(t.userId, t.version),
    index('bookmarks_user_on_created_idx').on(t.userId, t.on, t.createdAt),
  ],
);
