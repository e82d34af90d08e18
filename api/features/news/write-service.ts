// Writing news (the staff area's authoring): create, change, publish or take back to drafts.
// Blocks are sanitised right before they are stored and the search index follows every write.
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
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

async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const row = await one(db.select({ id: news.id }).from(news).where(eq(news.slug, slug)));
  return !!row && row.id !== exceptId;
}

export async function findNewsRow(db: Db, id: number) {
  return one(db.select().from(news).where(eq(news.id, id)));
}

// Each write checks and writes in one transaction: the slug it found free is still free.

/** A new news item, a draft until published. */
export function createNews(db: Db, input: NewsInput): Promise<number> {
  return db.transaction(async (tx) => {
    const slug = input.slug ?? slugify(input.title);
    if (await slugTaken(tx, slug)) throw httpError(409, 'Slug already exists');
    const row = await one(
      tx
        .insert(news)
        .values({
          slug,
          title: input.title,
          description: input.description ?? '',
          preview: input.preview ?? null,
          content: sanitizeBlocks(input.content ?? []),
          isPublished: false,
        })
        .returning({ id: news.id }),
    );
    if (!row) throw new Error('news was not inserted');
    await indexItem(tx, 'news', row.id);
    return row.id;
  });
}

export function updateNews(db: Db, id: number, input: Partial<NewsInput>): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await findNewsRow(tx, id))) throw httpError(404, 'News not found');
    if (input.slug && (await slugTaken(tx, input.slug, id))) throw httpError(409, 'Slug already exists');
    await tx
      .update(news)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.preview !== undefined && { preview: input.preview }),
        ...(input.content !== undefined && { content: sanitizeBlocks(input.content) }),
      })
      .where(eq(news.id, id));
    await indexItem(tx, 'news', id);
  });
}

export function setNewsPublished(db: Db, id: number, published: boolean): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await findNewsRow(tx, id))) throw httpError(404, 'News not found');
    await tx
      .update(news)
      .set({ isPublished: published, ...(published && { publishedAt: new Date().toISOString() }) })
      .where(eq(news.id, id));
    await indexItem(tx, 'news', id);
  });
}
