// Communities (school clubs, olympiad groups): members with a role and the right to post, join
// requests and invitations with their whole history, and the community feed of materials and news.
// At most one pending request and one pending invitation per user and community (partial indexes).
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { nowIso } from './columns.ts';
import { news, pages } from './content.ts';
import { users } from './users.ts';

/** The community and the user a membership, a request or an invitation is about; the row goes with either. */
const communityAndUser = () => ({
  communityId: integer('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * A request or an invitation still pending, as its partial index (below) is written: with the literal, not a bound
 * value. SQLite uses a partial index only for a literal, and a bound value makes it prepare the statement again on
 * every run (a signed-in communities list's ties: 38 -> 9 µs a statement).
 */
export const isPending = (t: { status: SQLiteColumn }): SQL => sql`${t.status} = 'pending'`;

/** A request's or an invitation's indexes: at most one pending per user and community, a user's own by status. */
const decisionIndexes = (
  table: string,
  t: { communityId: SQLiteColumn; userId: SQLiteColumn; status: SQLiteColumn },
) => [
  uniqueIndex(`${table}_one_pending_idx`)
    .on(t.communityId, t.userId)
    .where(sql`status = 'pending'`),
  index(`${table}_user_idx`).on(t.userId, t.status),
];

export const communities = sqliteTable(
  'communities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Lower-cased name for search (SQLite folds only ASCII case). */
    searchName: text('search_name').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    cover: text('cover'),
    isClosed: integer('is_closed', { mode: 'boolean' }).notNull().default(false),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(nowIso),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [index('communities_owner_idx').on(t.ownerId)],
);

export const COMMUNITY_ROLES = ['owner', 'member'] as const;

export const communityMembers = sqliteTable(
  'community_members',
  {
    ...communityAndUser(),
    role: text('role', { enum: COMMUNITY_ROLES }).notNull().default('member'),
    /** The right to add to the feed; the owner always has it. */
    canPost: integer('can_post', { mode: 'boolean' }).notNull().default(false),
    joinedAt: text('joined_at').notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] }), index('community_members_user_idx').on(t.userId)],
);

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export const communityRequests = sqliteTable(
  'community_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...communityAndUser(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: text('created_at').notNull().default(nowIso),
    decidedAt: text('decided_at'),
  },
  (t) => decisionIndexes('community_requests', t),
);

export const INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'revoked'] as const;

export const communityInvites = sqliteTable(
  'community_invites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...communityAndUser(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: INVITE_STATUSES }).notNull().default('pending'),
    createdAt: text('created_at').notNull().default(nowIso),
    decidedAt: text('decided_at'),
  },
  (t) => decisionIndexes('community_invites', t),
);

/** One feed entry: a catalogue material (page) or a news item, added by a member with the right to post. */
export const communityFeedItems = sqliteTable(
  'community_feed_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    newsId: integer('news_id').references(() => news.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    index('community_feed_items_community_idx').on(t.communityId, t.createdAt),
    uniqueIndex('community_feed_items_page_idx')
      .on(t.communityId, t.pageId)
      .where(sql`page_id IS NOT NULL`),
    uniqueIndex('community_feed_items_news_idx')
      .on(t.communityId, t.newsId)
      .where(sql`news_id IS NOT NULL`),
  ],
);
