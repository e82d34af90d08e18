// Materials (pages) of the catalogue, their audio and video, tag/topic links, news and
// comments. Content is an array of typed blocks stored as JSON; its HTML is sanitised
// before it is written, so readers can render it (the browser sanitises once more).
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { tags, topics } from './dictionaries.ts';
import { users } from './users.ts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** Item kinds of a material; page_type_id 1 video, 2 podcast, 3 article, 4 special project. */
export const PAGE_TYPES = ['video', 'audio', 'article', 'specproject'] as const;
export type PageTypeCode = (typeof PAGE_TYPES)[number];

export const pages = sqliteTable(
  'pages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    preview: text('preview'),
    promo: text('promo'),
    pageTypeId: integer('page_type_id').notNull(),
    type: text('type', { enum: PAGE_TYPES }).notNull(),
    content: text('content', { mode: 'json' })
      .notNull()
      .default(sql`'[]'`),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: real('rating').notNull().default(0),
    views: integer('views').notNull().default(0),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(true),
    publishedAt: text('published_at').notNull().default(now),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    index('pages_published_idx').on(t.isPublished, t.publishedAt),
    index('pages_type_published_idx').on(t.pageTypeId, t.isPublished, t.publishedAt),
    index('pages_popular_idx').on(t.isPublished, t.rating, t.publishedAt),
    index('pages_user_idx').on(t.userId),
  ],
);

export const pageTags = sqliteTable(
  'page_tags',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.tagId] }), index('page_tags_tag_idx').on(t.tagId, t.pageId)],
);

export const pageTopics = sqliteTable(
  'page_topics',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.topicId] }), index('page_topics_topic_idx').on(t.topicId, t.pageId)],
);

export const pageAudios = sqliteTable(
  'page_audios',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    title: text('title').notNull().default(''),
    duration: integer('duration').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('page_audios_page_idx').on(t.pageId)],
);

export const pageVideos = sqliteTable(
  'page_videos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
  },
  (t) => [index('page_videos_page_idx').on(t.pageId)],
);

export const news = sqliteTable(
  'news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    preview: text('preview'),
    content: text('content', { mode: 'json' })
      .notNull()
      .default(sql`'[]'`),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(true),
    views: integer('views').notNull().default(0),
    publishedAt: text('published_at').notNull().default(now),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('news_published_idx').on(t.isPublished, t.publishedAt)],
);

/** Comments on a page, a news item or an event; text is plain text (links made clickable on display). */
export const COMMENT_TARGETS = ['page', 'news', 'event'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    targetType: text('target_type', { enum: COMMENT_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The top-level comment this one answers (replies are one level deep). */
    parentId: integer('parent_id'),
    text: text('text').notNull(),
    /** A key chosen by the device that wrote it (offline), so a replay adds it once. */
    clientKey: text('client_key'),
    createdAt: text('created_at').notNull().default(now),
    /** Set when the author changed the text ('изменено'). */
    editedAt: text('edited_at'),
    /** Set on deletion; a deleted comment with replies shows as 'Комментарий удалён'. */
    deletedAt: text('deleted_at'),
  },
  (t) => [
    index('comments_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    uniqueIndex('comments_client_key_uq').on(t.userId, t.clientKey),
  ],
);
