// Static pages (about, policy, agreement...) shown at /{path}. `content` is HTML that was
// sanitised before it was stored; readers never sanitise again and never store raw HTML.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const staticPages = sqliteTable('static_pages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  path: text('path').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  content: text('content').notNull().default(''),
  showInMenu: integer('show_in_menu', { mode: 'boolean' }).notNull().default(false),
  showInMenuFooter: integer('show_in_menu_footer', { mode: 'boolean' }).notNull().default(false),
  sort: integer('sort').notNull().default(0),
});
