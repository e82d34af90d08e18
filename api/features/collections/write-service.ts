// Changing collections, owner only: create (a duplicate title answers the spec's 'You are
// already add collection'), rename and reorder, delete (kept as a tombstone for pull), add and
// remove a material ('You are already add page' for a duplicate), and copy one visible
// collection as the caller's private one. Every change takes a new change version.
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { collectionItems, collections } from '../../../db/schema/collections.ts';
import { pages } from '../../../db/schema/content.ts';
import { COLLECTION_MAX_ITEMS, SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { nextChangeVersion } from '../../lib/change-version.ts';
import { visibleCollection } from './service.ts';

export interface CollectionInput {
  title: string;
  description?: string;
  isPublic?: boolean;
  clientKey?: string;
}

function touch(db: Db, id: number, extra: Partial<typeof collections.$inferInsert> = {}) {
  db.update(collections)
    .set({ ...extra, updatedAt: new Date().toISOString(), version: nextChangeVersion(db) })
    .where(eq(collections.id, id))
    .run();
}

/** SQLite's lower() knows ASCII only, so titles are compared here, Cyrillic included. */
function titleTaken(db: Db, userId: number, title: string, exceptId = 0) {
  const wanted = title.toLocaleLowerCase('ru');
  return db
    .select({ id: collections.id, title: collections.title })
    .from(collections)
    .where(and(eq(collections.userId, userId), isNull(collections.deletedAt)))
    .all()
    .some((r) => r.id !== exceptId && r.title.toLocaleLowerCase('ru') === wanted);
}

/** The caller's own live collection, or 404 when it is not visible and 403 when it is someone else's. */
function ownCollection(db: Db, id: number, userId: number) {
  const row = visibleCollection(db, id, userId);
  if (row.userId !== userId) throw httpError(403, 'Forbidden');
  return row;
}

export function createCollection(
  db: Db,
  userId: number,
  input: CollectionInput,
  copiedFrom: number | null = null,
): number {
  if (input.clientKey) {
    const same = db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.userId, userId), eq(collections.clientKey, input.clientKey)))
      .get();
    if (same) return same.id;
  }
  const title = input.title.trim();
  const id = db.transaction(() => {
    if (titleTaken(db, userId, title)) throw httpError(400, SOCIAL_DETAILS.collectionExists);
    return db
      .insert(collections)
      .values({
        userId,
        title,
        description: input.description?.trim() ?? '',
        isPublic: input.isPublic ?? false,
        clientKey: input.clientKey ?? null,
        version: nextChangeVersion(db),
      })
      .returning({ id: collections.id })
      .get().id;
  });
  emitSocialEvent(db, 'collection.created', { userId, collectionId: id, copiedFrom });
  return id;
}

export function updateCollection(
  db: Db,
  id: number,
  userId: number,
  input: Partial<CollectionInput> & { pageIds?: number[] },
) {
  db.transaction(() => {
    ownCollection(db, id, userId);
    const title = input.title?.trim();
    if (title !== undefined && titleTaken(db, userId, title, id)) throw httpError(400, SOCIAL_DETAILS.collectionExists);
    if (input.pageIds) {
      input.pageIds.forEach((pageId, position) =>
        db
          .update(collectionItems)
          .set({ position })
          .where(and(eq(collectionItems.collectionId, id), eq(collectionItems.pageId, pageId)))
          .run(),
      );
    }
    touch(db, id, { title, description: input.description?.trim(), isPublic: input.isPublic });
  });
  emitSocialEvent(db, 'collection.updated', { userId, collectionId: id });
}

export function deleteCollection(db: Db, id: number, userId: number) {
  db.transaction(() => {
    ownCollection(db, id, userId);
    db.delete(collectionItems).where(eq(collectionItems.collectionId, id)).run();
    touch(db, id, { deletedAt: new Date().toISOString() });
  });
  emitSocialEvent(db, 'collection.deleted', { userId, collectionId: id });
}

/** Adds a material at the end; `strict` answers the duplicate with the spec's detail, otherwise it is a no-op. */
export function addPage(db: Db, id: number, userId: number, pageId: number, strict = true) {
  const added = db.transaction(() => {
    const row = ownCollection(db, id, userId);
    if (
      !db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.id, pageId), eq(pages.isPublished, true)))
        .get()
    )
      throw httpError(404, 'Page not found');
    const exists = db
      .select({ id: collectionItems.pageId })
      .from(collectionItems)
      .where(and(eq(collectionItems.collectionId, id), eq(collectionItems.pageId, pageId)))
      .get();
    if (exists) {
      if (strict) throw httpError(400, SOCIAL_DETAILS.pageExists);
      return null;
    }
    const last = db
      .select({ n: sql<number>`count(*)`, top: max(collectionItems.position) })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, id))
      .get();
    if ((last?.n ?? 0) >= COLLECTION_MAX_ITEMS) throw httpError(400, 'Collection is full');
    db.insert(collectionItems)
      .values({ collectionId: id, pageId, position: (last?.top ?? -1) + 1 })
      .run();
    touch(db, id);
    return row;
  });
  if (added)
    emitSocialEvent(db, 'collection.page_added', { userId, collectionId: id, pageId, isPublic: added.isPublic });
}

export function removePage(db: Db, id: number, userId: number, pageId: number) {
  const removed = db.transaction(() => {
    ownCollection(db, id, userId);
    const gone =
      db
        .delete(collectionItems)
        .where(and(eq(collectionItems.collectionId, id), eq(collectionItems.pageId, pageId)))
        .run().changes > 0;
    if (gone) touch(db, id);
    return gone;
  });
  if (removed) emitSocialEvent(db, 'collection.page_removed', { userId, collectionId: id, pageId });
}

/** Makes the caller a private copy of a collection they can see; answers the new id. */
export function copyCollection(db: Db, id: number, userId: number): number {
  const source = visibleCollection(db, id, userId);
  const items = db
    .select({ pageId: collectionItems.pageId, position: collectionItems.position })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, id))
    .all();
  let title = source.title;
  for (let n = 1; titleTaken(db, userId, title) && n < 50; n += 1)
    title = `${source.title} (копия${n > 1 ? ` ${n}` : ''})`;
  return db.transaction(() => {
    const copyId = createCollection(db, userId, { title, description: source.description, isPublic: false }, id);
    if (items.length)
      db.insert(collectionItems)
        .values(items.map((i) => ({ collectionId: copyId, pageId: i.pageId, position: i.position })))
        .run();
    return copyId;
  });
}
