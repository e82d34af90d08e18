// Likes and dislikes of materials, news, events and comments: one row per user and item, so a
// like replaces the user's dislike of the same item and back. A removal keeps the row with
// value 0 (a tombstone) and a new change version, so a second device pulls the removal too.
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** What can be liked: the bookmark pair (post, news, event) plus comments. */
export const REACTION_TARGETS = ['post', 'news', 'event', 'comment'] as const;
export type ReactionTarget = (typeof REACTION_TARGETS)[number];

export const reactions = sqliteTable(
  'reactions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REACTION_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    /** 1 like, -1 dislike, 0 neither (kept for pull). */
    value: integer('value').notNull(),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    /** Its user's change version at its last change (api/lib/change-version.ts); pull answers rows above the cookie. */
    version: integer('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('reactions_target_idx').on(t.targetType, t.targetId, t.value),
    index('reactions_user_version_idx').on(t.userId, t.version),
    check('reactions_value_range', sql`${t.value} in (-1, 0, 1)`),
  ],
);

/**
 * The optional answer to the popup after a like or dislike ('what did you like / miss?'):
 * chosen reason codes and a short text, one row per answer, read by the staff area.
 */
export const reactionFeedback = sqliteTable(
  'reaction_feedback',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REACTION_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    kind: text('kind', { enum: ['like', 'dislike'] }).notNull(),
    reasons: text('reasons', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    text: text('text').notNull().default(''),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    index('reaction_feedback_target_idx').on(t.targetType, t.targetId),
    index('reaction_feedback_created_idx').on(t.createdAt),
  ],
);
