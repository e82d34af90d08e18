// Writing news (the staff area's authoring): create, change, publish or take back to drafts.
// Blocks are sanitised right before they are stored and the search index follows every write.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { news } from '../../../db/schema/content.ts';
import { httpError } from '../../lib/http-error.ts';
import { sanitizeBlocks, type ContentBlock } from '../pages/blocks-schema.ts';
import { slugify } from '../../lib/slug.ts';
import { indexItem } from '../search/indexer.ts';

export interface NewsInput {
  title: string;
  slug?: string;
  description?: string;
  preview?: string | null;
  content?: ContentBlock[];
}

function slugTaken(db: Db, slug: string, exceptId?: number): boolean {
  const row = db.select({ id: news.id }).from(news).where(eq(news.slug, slug)).get();
  return !!row && row.id !== exceptId;
}

export function findNewsRow(db: Db, id: number) {
  return db.select().from(news).where(eq(news.id, id)).get();
}

/** A new news item, a draft until published. */
export function createNews(db: Db, input: NewsInput): number {
  const slug = input.slug ?? slugify(input.title);
  if (slugTaken(db, slug)) throw httpError(409, 'Slug already exists');
  return db.transaction((tx) => {
    const row = tx
      .insert(news)
      .values({
        slug,
        title: input.title,
        description: input.description ?? '',
        preview: input.preview ?? null,
        content: sanitizeBlocks(input.content ?? []),
        isPublished: false,
      })
      .returning({ id: news.id })
      .get();
    indexItem(tx, 'news', row.id);
    return row.id;
  });
}

export function updateNews(db: Db, id: number, input: Partial<NewsInput>): void {
  if (!findNewsRow(db, id)) throw httpError(404, 'News not found');
  if (input.slug && slugTaken(db, input.slug, id)) throw httpError(409, 'Slug already exists');
  db.transaction((tx) => {
    tx.update(news)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.preview !== undefined && { preview: input.preview }),
        ...(input.content !== undefined && { content: sanitizeBlocks(input.content) }),
      })
      .where(eq(news.id, id))
      .run();
    indexItem(tx, 'news', id);
  });
}

export function setNewsPublished(db: Db, id: number, published: boolean): void {
  if (!findNewsRow(db, id)) throw httpError(404, 'News not found');
  db.transaction((tx) => {
    tx.update(news)
      .set({ isPublished: published, ...(published && { publishedAt: new Date().toISOString() }) })
      .where(eq(news.id, id))
      .run();
    indexItem(tx, 'news', id);
  });
}
