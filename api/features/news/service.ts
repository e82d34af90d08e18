// News: the list (newest first by default) and one news item by slug.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { news } from '../../../db/schema/content.ts';
import { reactionSummary, withReactions } from '../../lib/reaction-counts.ts';
import { storedBlocks } from '../pages/blocks-schema.ts';

export const NEWS_SORTS = ['DATE_DESC', 'DATE_ASC'] as const;

type NewsRow = typeof news.$inferSelect;

function toCard(n: NewsRow) {
  return {
    id: n.id,
    slug: n.slug,
    title: n.title,
    description: n.description,
    preview: n.preview,
    created_at: n.publishedAt,
    type: { code: 'news', label: 'Новость' },
    href: `/news/${n.slug}`,
  };
}

export function listNews(
  db: Db,
  sort: (typeof NEWS_SORTS)[number],
  limit: number,
  offset: number,
  viewerId: number | null = null,
) {
  const where = eq(news.isPublished, true);
  const orderBy = sort === 'DATE_ASC' ? [asc(news.publishedAt), asc(news.id)] : [desc(news.publishedAt), desc(news.id)];
  const rows = db
    .select()
    .from(news)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(news)
      .where(where)
      .get()?.n ?? 0;
  return { list: withReactions(db, 'news', rows.map(toCard), viewerId), total };
}

export function readNews(db: Db, slug: string, viewerId: number | null = null) {
  const row = db
    .select()
    .from(news)
    .where(and(eq(news.slug, slug), eq(news.isPublished, true)))
    .get();
  return row
    ? { ...toCard(row), ...reactionSummary(db, 'news', row.id, viewerId), content: storedBlocks(row.content) }
    : null;
}

export function newsExists(db: Db, id: number): boolean {
  return !!db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, id), eq(news.isPublished, true)))
    .get();
}
