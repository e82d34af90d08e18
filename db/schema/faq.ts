// Questions and answers with their tags, the feedback form definition and the messages
// sent through it. FAQ answers are HTML sanitised before they are stored.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

export const faqTags = sqliteTable('faq_tags', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const faqItems = sqliteTable('faq_items', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  question: text('question').notNull().unique(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const faqItemTags = sqliteTable(
  'faq_item_tags',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => faqItems.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => faqTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagId] }), index('faq_item_tags_tag_idx').on(t.tagId)],
);

export const faqFieldTypes = ['text', 'email', 'phone', 'select', 'textarea'] as const;

/** One field of the feedback form; `values` is a JSON array of strings (the select options). */
export const faqFormFields = sqliteTable('faq_form_fields', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  type: text('type', { enum: faqFieldTypes }).notNull(),
  name: text('name').notNull(),
  values: text('values', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  required: integer('required', { mode: 'boolean' }).notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** A stored feedback submission: the checked values by field code, plain text (never HTML). */
export const faqMessages = sqliteTable('faq_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull(),
  fields: text('fields', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});
