// Creating, changing and deleting materials. Blocks are validated by the route and
// sanitised here, right before they are stored; links are replaced as a whole. Each write checks
// (slug free, state before) in the transaction that writes, so two calls at once cannot both pass.
import { eq, inArray } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { PAGE_TYPES, pageAudios, pages, pageTags, pageTopics, pageVideos } from '../../../db/schema/content.ts';
import { tags, topics } from '../../../db/schema/dictionaries.ts';
import { emitActivityEvent } from '../../lib/activity-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { indexItem, removeFromIndex } from '../search/indexer.ts';
import { sanitizeBlocks } from './blocks-schema.ts';
import type { PageInput } from './write-schema.ts';
import { slugify } from '../../lib/slug.ts';

async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const row = await one(db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)));
  return !!row && row.id !== exceptId;
}

async function checkIds(db: Db, table: typeof tags | typeof topics, ids: number[] | undefined, detail: string) {
  if (!ids?.length) return;
  const unique = [...new Set(ids)];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (found.length !== unique.length) throw httpError(400, detail);
}

async function writeLinks(db: Db, pageId: number, input: Partial<PageInput>) {
  await checkIds(db, tags, input.tags, 'Unknown tag');
  await checkIds(db, topics, input.topics, 'Unknown topic');
  if (input.tags) {
    await db.delete(pageTags).where(eq(pageTags.pageId, pageId));
    if (input.tags.length)
      await db.insert(pageTags).values([...new Set(input.tags)].map((tagId) => ({ pageId, tagId })));
  }
  if (input.topics) {
    await db.delete(pageTopics).where(eq(pageTopics.pageId, pageId));
    if (input.topics.length)
      await db.insert(pageTopics).values([...new Set(input.topics)].map((topicId) => ({ pageId, topicId })));
  }
  if (input.audios) {
    await db.delete(pageAudios).where(eq(pageAudios.pageId, pageId));
    if (input.audios.length)
      await db.insert(pageAudios).values(
        input.audios.map((a, position) => ({
          pageId,
          path: a.path,
          title: a.title ?? '',
          duration: a.duration ?? 0,
          position,
        })),
      );
  }
  if (input.videos) {
    await db.delete(pageVideos).where(eq(pageVideos.pageId, pageId));
    if (input.videos.length) await db.insert(pageVideos).values(input.videos.map((v) => ({ pageId, url: v.url })));
  }
}

function columns(input: Partial<PageInput>) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.preview !== undefined && { preview: input.preview }),
    ...(input.promo !== undefined && { promo: input.promo }),
    ...(input.page_type_id !== undefined && {
      pageTypeId: input.page_type_id,
      type: PAGE_TYPES[input.page_type_id - 1]!,
    }),
    ...(input.content !== undefined && { content: sanitizeBlocks(input.content) }),
    ...(input.is_published !== undefined && { isPublished: input.is_published }),
  };
}

export async function createPage(db: Db, authorId: number, input: PageInput): Promise<number> {
  const slug = input.slug ?? slugify(input.title);
  const id = await db.transaction(async (tx) => {
    if (await slugTaken(tx, slug)) throw httpError(409, 'Slug already exists');
    const row = await one(
      tx
        .insert(pages)
        .values({
          ...columns(input),
          title: input.title,
          pageTypeId: input.page_type_id,
          type: PAGE_TYPES[input.page_type_id - 1]!,
          slug,
          userId: authorId,
        })
        .returning({ id: pages.id }),
    );
    if (!row) throw new Error('page was not inserted');
    await writeLinks(tx, row.id, input);
    await indexItem(tx, 'post', row.id);
    return row.id;
  });
  if (input.is_published !== false) await emitActivityEvent(db, 'page.published', { pageId: id, authorId });
  return id;
}

export async function updatePage(db: Db, id: number, input: Partial<PageInput>): Promise<void> {
  // Read in the transaction: of two calls publishing a draft at once, only one sees it unpublished.
  const before = await db.transaction(async (tx) => {
    if (input.slug && (await slugTaken(tx, input.slug, id))) throw httpError(409, 'Slug already exists');
    const row = await one(
      tx.select({ isPublished: pages.isPublished, userId: pages.userId }).from(pages).where(eq(pages.id, id)),
    );
    await tx
      .update(pages)
      .set({ ...columns(input), ...(input.slug && { slug: input.slug }), updatedAt: new Date().toISOString() })
      .where(eq(pages.id, id));
    await writeLinks(tx, id, input);
    await indexItem(tx, 'post', id);
    return row;
  });
  if (before && !before.isPublished && input.is_published === true)
    await emitActivityEvent(db, 'page.published', { pageId: id, authorId: before.userId });
}

export async function deletePage(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(pages).where(eq(pages.id, id));
    await removeFromIndex(tx, 'post', id);
  });
}

export function pageOwner(db: Db, id: number): Promise<{ userId: number | null } | undefined> {
  return one(db.select({ userId: pages.userId }).from(pages).where(eq(pages.id, id)));
}

/** Publishes (dating it now, so it shows as new) or takes a material back to drafts; the index follows. */
export async function setPagePublished(db: Db, id: number, published: boolean): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    await tx
      .update(pages)
      .set({ isPublished: published, updatedAt: now, ...(published && { publishedAt: now }) })
      .where(eq(pages.id, id));
    await indexItem(tx, 'post', id);
  });
}
