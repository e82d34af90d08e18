// Server side of the outbox protocol: which user owns each client id, the last mutation id
// applied for it, the stored result of every mutation (so a replay answers the same), and
// each user's change version that pull cookies count.
import { sql } from 'drizzle-orm';
import { check, integer, primaryKey, sqliteTable, text, index } from 'drizzle-orm/sqlite-core';
import { nowIso, timestamps } from './columns.ts';
import { users } from './users.ts';

export const syncClients = sqliteTable(
  'sync_clients',
  {
    clientId: text('client_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMutationId: integer('last_mutation_id').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('sync_clients_user_idx').on(t.userId)],
);

/**
 * One row per consumed mutation id: 'applied', 'superseded' (applied, but a newer action had set the
 * state, so nothing changed) or 'rejected' with the detail sent back.
 */
export const syncMutations = sqliteTable(
  'sync_mutations',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => syncClients.clientId, { onDelete: 'cascade' }),
    mutationId: integer('mutation_id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['applied', 'superseded', 'rejected'] }).notNull(),
    detail: text('detail'),
    /** The time the device claimed for the action. */
    clientAt: text('client_at').notNull(),
    /** The time the rules used: the claim clamped to the server's receive time (+ a small skew). */
    at: text('at'),
    /** The applied result's value sent back (e.g. a quiz verdict), so a replay answers the same. */
    value: text('value', { mode: 'json' }),
    appliedAt: text('applied_at').notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationId] })],
);

/**
 * When each piece of a user's set-style state (a bookmark, a follow, a block, a collection's title or
 * one of its materials, one notification setting) was last set, and by which client ('' for a REST
 * call): an older action that arrives later does not overwrite it (api/lib/set-times.ts). Kept apart
 * from the state rows, so a removal (a deleted follow or collection item) keeps its time too.
 */
export const setTimes = sqliteTable(
  'set_times',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was set, e.g. 'bookmark:post:5', 'follow:12', 'collection-item:3:40'. */
    item: text('item').notNull(),
    /** The action's time: the device's claim clamped by the server, or the server's for REST. */
    setAt: text('set_at').notNull(),
    /** The client that set it ('' for REST): of two actions at the same time the greater id wins. */
    clientId: text('client_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.item] })],
);

/**
 * Each user's change counter: every change that user's devices pull takes the next value inside the
 * transaction that writes it. Per user, so writes of different users never wait on one hot row.
 */
export const userChangeVersions = sqliteTable('user_change_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
});

/**
 * The one database-wide counter that versions used before they were per user (migration 0024): kept
 * as the floor each user's counter starts above, so no cookie a device already holds is ever ahead.
 */
export const syncVersion = sqliteTable(
  'sync_version',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull(),
  },
  (t) => [check('sync_version_single_row', sql`${t.id} = 1`)],
);
