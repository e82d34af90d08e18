// Requests to become a blogger or scientist (user types 2 and 3, who may publish). A user's
// type changes only when staff approve the request; until then it waits here as 'pending'.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

export const TYPE_REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;

export const typeRequests = sqliteTable(
  'user_type_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    state: text('state', { enum: TYPE_REQUEST_STATES }).notNull().default('pending'),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    decidedAt: text('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('user_type_requests_state_idx').on(t.state, t.createdAt),
    index('user_type_requests_user_idx').on(t.userId),
  ],
);
