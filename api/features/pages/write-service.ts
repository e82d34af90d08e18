// Creating, changing and deleting materials. Blocks are validated by the route and
// sanitised here, right before they are stored; links are replaced as a whole.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { PAGE_TYPES, pageAudios, pages, pageTags, pageTopics, pageVideos } from '../../../db/schema/content.ts';
import { tags, topics } from '../../../db/schema/dictionaries.ts';
import { emitActivityEvent } from '../../lib/activity-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { invalidateTotals } from './totals-cache.ts';
import { indexItem, removeFromIndex } from '../search/indexer.ts';
import { sanitizeBlocks } from './blocks-schema.ts';
import type { PageInput } from './write-schema.ts';
import { slugify } from '../../lib/slug.ts';

function slugTaken(db: Db, slug: string, exceptId?: number): boolean {
  const row = db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).get();
  return !!row && row.id !== exceptId;
}

function checkIds(db: Db, table: typeof tags | typeof topics, ids: number[] | undefined, detail: string) {
  if (!ids?.length) return;
  const unique = [...new Set(ids)];
  const found = db.select({ id: table.id }).from(table).where(inArray(table.id, unique)).all();
  if (found.length !== unique.length) throw httpError(400, detail);
}

function writeLinks(db: Db, pageId: number, input: Partial<PageInput>) {
  checkIds(db, tags, input.tags, 'Unknown tag');
  checkIds(db, topics, input.topics, 'Unknown topic');
  if (input.tags) {
    db.delete(pageTags).where(eq(pageTags.pageId, pageId)).run();
    if (input.tags.length)
      db.insert(pageTags)
        .values([...new Set(input.tags)].map((tagId) => ({ pageId, tagId })))
        .run();
  }
  if (input.topics) {
    db.delete(pageTopics).where(eq(pageTopics.pageId, pageId)).run();
    if (input.topics.length)
      db.insert(pageTopics)
        .values([...new Set(input.topics)].map((topicId) => ({ pageId, topicId })))
        .run();
  }
  if (input.audios) {
    db.delete(pageAudios).where(eq(pageAudios.pageId, pageId)).run();
    if (input.audios.length)
      db.insert(pageAudios)
        .values(
          input.audios.map((a, position) => ({
            pageId,
            path: a.path,
            title: a.title ?? '',
            duration: a.duration ?? 0,
            position,
          })),
        )
        .run();
  }
  if (input.videos) {
    db.delete(pageVideos).where(eq(pageVideos.pageId, pageId)).run();
    if (input.videos.length)
      db.insert(pageVideos)
        .values(input.videos.map((v) => ({ pageId, url: v.url })))
        .run();
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

export function createPage(db: Db, authorId: number, input: PageInput): number {
  const slug = input.slug ?? slugify(input.title);
  if (slugTaken(db, slug)) throw httpError(409, 'Slug already exists');
  const id = db.transaction((tx) => {
    const row = tx
      .insert(pages)
      .values({
        ...columns(input),
        title: input.title,
        pageTypeId: input.page_type_id,
        type: PAGE_TYPES[input.page_type_id - 1]!,
        slug,
        userId: authorId,
      })
      .returning({ id: pages.id })
      .get();
    writeLinks(tx, row.id, input);
    indexItem(tx, 'post', row.id);
    return row.id;
  });
  invalidateTotals(db);
  if (input.is_published !== false) emitActivityEvent(db, 'page.published', { pageId: id, authorId });
  return id;
}

export function updatePage(db: Db, id: number, input: Partial<PageInput>): void {
  if (input.slug && slugTaken(db, input.slug, id)) throw httpError(409, 'Slug already exists');
  const before = db
    .select({ isPublished: pages.isPublished, userId: pages.userId })
    .from(pages)
    .where(eq(pages.id, id))
    .get();
  db.transaction((tx) => {
    tx.update(pages)
      .set({ ...columns(input), ...(input.slug && { slug: input.slug }), updatedAt: new Date().toISOString() })
      .where(eq(pages.id, id))
      .run();
    writeLinks(tx, id, input);
    indexItem(tx, 'post', id);
  });
  invalidateTotals(db);
  if (before && !before.isPublished && input.is_published === true)
    emitActivityEvent(db, 'page.published', { pageId: id, authorId: before.userId });
}

export function deletePage(db: Db, id: number): void {
  db.delete(pages).where(eq(pages.id, id)).run();
  removeFromIndex(db, 'post', id);
  invalidateTotals(db);
}

export function pageOwner(db: Db, id: number): { userId: number | null } | undefined {
  return db.select({ userId: pages.userId }).from(pages).where(eq(pages.id, id)).get();
}

/** Publishes (dating it now, so it shows as new) or takes a material back to drafts; the index follows. */
export function setPagePublished(db: Db, id: number, published: boolean): void {
  const now = new Date().toISOString();
  db.transaction((tx) => {
    tx.update(pages)
      .set({ isPublished: published, updatedAt: now, ...(published && { publishedAt: now }) })
      .where(eq(pages.id, id))
      .run();
    indexItem(tx, 'post', id);
  });
  invalidateTotals(db);
}
