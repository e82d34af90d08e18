// Partner and special projects: the header "Projects" submenu and the home-page slider.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const projects = sqliteTable('projects', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  preview: text('preview').notNull().default(''),
  url: text('url').notNull().default(''),
  showInMenu: integer('show_in_menu', { mode: 'boolean' }).notNull().default(false),
  showInSlider: integer('show_in_slider', { mode: 'boolean' }).notNull().default(false),
  order: integer('sort_order').notNull().default(0),
});
