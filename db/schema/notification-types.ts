// Notification types (the five default setting groups, ids fixed: settings are keyed
// type_{id}) and the badges a user can earn.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const notificationTypes = sqliteTable('notification_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const badges = sqliteTable('badges', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  /** The rule that awards it (api/features/notifications/badge-rules.ts); null for a badge given by hand. */
  code: text('code').unique(),
  description: text('description').notNull().default(''),
  image: text('image').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});
