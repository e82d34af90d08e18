// Complaints about comments, one per user and comment, kept for the staff area to review.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { comments } from './content.ts';
import { users } from './users.ts';

export const COMPLAINT_REASONS = ['spam', 'abuse', 'inappropriate', 'personal_data', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export const commentComplaints = sqliteTable(
  'comment_complaints',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: COMPLAINT_REASONS }).notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['new', 'accepted', 'rejected'] })
      .notNull()
      .default('new'),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    uniqueIndex('comment_complaints_user_uq').on(t.commentId, t.userId),
    index('comment_complaints_status_idx').on(t.status, t.createdAt),
  ],
);
