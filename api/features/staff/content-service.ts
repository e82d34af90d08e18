// Lists for the authoring screens: materials and news with drafts, newest change first, and the
// audit record of every content write (titles and publication state before and after).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { countWhere } from '../../lib/count-where.ts';

export interface ContentQuery {
  q?: string;
  state: 'draft' | 'published' | 'all';
  type?: number;
  limit: number;
  offset: number;
}

const pattern = (q?: string) => (q?.trim() ? `%${q.trim().replace(/[%_\\]/g, (ch) => `\\${ch}`)}%` : undefined);

export async function listPagesForStaff(db: Db, q: ContentQuery) {
  const p = pattern(q.q);
  const where: SQL | undefined = and(
    p ? sql`${pages.title} like ${p} escape '\\'` : undefined,
    q.state === 'all' ? undefined : eq(pages.isPublished, q.state === 'published'),
    q.type ? eq(pages.pageTypeId, q.type) : undefined,
  );
  const list = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      page_type_id: pages.pageTypeId,
      is_published: pages.isPublished,
      updated_at: pages.updatedAt,
    })
    .from(pages)
    .where(where)
    .orderBy(desc(pages.updatedAt), desc(pages.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await countWhere(db, pages, where);
  return { list, total };
}

export async function listNewsForStaff(db: Db, q: ContentQuery) {
  const p = pattern(q.q);
  const where = and(
    p ? sql`${news.title} like ${p} escape '\\'` : undefined,
    q.state === 'all' ? undefined : eq(news.isPublished, q.state === 'published'),
  );
  const list = await db
    .select({
      id: news.id,
      slug: news.slug,
      title: news.title,
      is_published: news.isPublished,
      published_at: news.publishedAt,
    })
    .from(news)
    .where(where)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await countWhere(db, news, where);
  return { list, total };
}
