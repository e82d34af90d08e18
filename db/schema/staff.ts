// What the staff area keeps of its own (docs/staff.md): the audit log of every staff action,
// suspended accounts, bans from commenting, comments hidden by a moderator and which feedback
// messages are handled. The rows they refer to stay in their own features' tables.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { comments } from './content.ts';
import { users } from './users.ts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** One row per staff action: who, what, on which row, and the row's state before and after. */
export const staffAudit = sqliteTable(
  'staff_audit',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: text('before', { mode: 'json' }).$type<unknown>(),
    after: text('after', { mode: 'json' }).$type<unknown>(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('staff_audit_created_idx').on(t.createdAt), index('staff_audit_action_idx').on(t.action, t.createdAt)],
);

/** A suspended account cannot sign in; its sessions were deleted when it was suspended. */
export const userSuspensions = sqliteTable('user_suspensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedBy: integer('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: text('created_at').notNull().default(now),
});

/** The author may not comment until `until` (ISO time). */
export const commentBans = sqliteTable('comment_bans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: text('until').notNull(),
  reason: text('reason').notNull(),
  bannedBy: integer('banned_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: text('created_at').notNull().default(now),
});

/**
 * A comment a moderator hid: it is soft-deleted like any other (its text kept), and this row says
 * the deletion was a moderator's, so only such a comment may be restored.
 */
export const commentHides = sqliteTable('comment_hides', {
  commentId: integer('comment_id')
    .primaryKey()
    .references(() => comments.id, { onDelete: 'cascade' }),
  hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: text('created_at').notNull().default(now),
});

export const INBOX_KINDS = ['faq', 'reaction'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** A feedback message (faq_messages or reaction_feedback) marked handled. */
export const inboxHandled = sqliteTable(
  'inbox_handled',
  {
    kind: text('kind', { enum: INBOX_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);
