// News: the list (newest first by default) and one news item by slug. The public answers are kept while
// the database is unchanged (api/lib/kept-answers.ts); a reader's own likes are added to them.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { news } from '../../../db/schema/content.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { reactionSummary, withReactions, withViewerOwnReactions } from '../../lib/reaction-counts.ts';
import { storedBlocks } from '../pages/blocks-schema.ts';

export const NEWS_SORTS = ['DATE_DESC', 'DATE_ASC'] as const;

type NewsRow = typeof news.$inferSelect;

const NEWS = { name: 'news', maxEntries: 200 };

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

export async function listNews(
  db: Db,
  sort: (typeof NEWS_SORTS)[number],
  limit: number,
  offset: number,
  viewerId: number | null = null,
) {
  const shown = await keptAnswer(db, NEWS, `list:${sort}:${limit}:${offset}`, () =>
    computeNews(db, sort, limit, offset),
  );
  if (viewerId === null) return shown;
  return { list: await withViewerOwnReactions(db, 'news', shown.list, viewerId), total: shown.total };
}

async function computeNews(db: Db, sort: (typeof NEWS_SORTS)[number], limit: number, offset: number) {
  const where = eq(news.isPublished, true);
  const orderBy = sort === 'DATE_ASC' ? [asc(news.publishedAt), asc(news.id)] : [desc(news.publishedAt), desc(news.id)];
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const total =
    (
      await one(
        db
          .select({ n: sql<number>`count(*)` })
          .from(news)
          .where(where),
      )
    )?.n ?? 0;
  return { list: await withReactions(db, 'news', rows.map(toCard)), total };
}

export async function readNews(db: Db, slug: string, viewerId: number | null = null) {
  const shown = await keptAnswer(
    db,
    NEWS,
    `slug:${slug}`,
    () => computeOne(db, slug),
    (item) => item !== null,
  );
  if (!shown || viewerId === null) return shown;
  const [own] = await withViewerOwnReactions(db, 'news', [shown], viewerId);
  return own!;
}

async function computeOne(db: Db, slug: string) {
  const row = await one(
    db
      .select()
      .from(news)
      .where(and(eq(news.slug, slug), eq(news.isPublished, true))),
  );
  return row
    ? { ...toCard(row), ...(await reactionSummary(db, 'news', row.id)), content: storedBlocks(row.content) }
    : null;
}

export async function newsExists(db: Db, id: number): Promise<boolean> {
  return !!(await one(
    db
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.id, id), eq(news.isPublished, true))),
  ));
}
