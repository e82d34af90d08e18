// A user's collections of materials (pages): title, description, public or private, the
// materials in the owner's order. A deleted collection keeps its row (deleted_at) with a new
// change version so a second device pulls the removal; any change to it or its items bumps it.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { pages } from './content.ts';
import { users } from './users.ts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const collections = sqliteTable(
  'collections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isPublic: integer('is_public', { mode: 'boolean' }).notNull().default(false),
    /** A key chosen by the device that created it offline, so a replay creates it once. */
    clientKey: text('client_key'),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
    deletedAt: text('deleted_at'),
    version: integer('version').notNull(),
  },
  (t) => [
    index('collections_user_idx').on(t.userId, t.updatedAt),
    index('collections_user_version_idx').on(t.userId, t.version),
    uniqueIndex('collections_client_key_uq').on(t.userId, t.clientKey),
  ],
);

export const collectionItems = sqliteTable(
  'collection_items',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: text('added_at').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.pageId] }), index('collection_items_page_idx').on(t.pageId)],
);
