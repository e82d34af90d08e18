// Small option lists loaded by the shell at start: content tags and topics, participant
// types (id 1 is special: "about me" is optional for it) and interests picked in onboarding.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const tags = sqliteTable('tags', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const topics = sqliteTable('topics', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** Ids are fixed (1 pupil, 2 blogger, 3 scientist...): the rules refer to them by number. */
export const userTypes = sqliteTable('user_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const interests = sqliteTable('interests', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
});
