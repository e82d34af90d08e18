// Changing collections, owner only: create (a duplicate title answers the spec's 'You are
// already add collection'), rename and reorder, delete (kept as a tombstone for pull), add and
// remove a material ('You are already add page' for a duplicate), and copy one visible
// collection as the caller's private one. Every change takes a new change version. Each check
// (title free, page present, room left, next position) is read in the transaction that writes.
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import { affectedRows, one, type Db } from '../../../db/store.ts';
import { collectionItems, collections } from '../../../db/schema/collections.ts';
import { pages } from '../../../db/schema/content.ts';
import { COLLECTION_MAX_ITEMS, SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { nextChangeVersion } from '../../lib/change-version.ts';
import { serverActionTime, setItem, stampSetTime, type ActionTime } from '../../lib/set-times.ts';
import { visibleCollection } from './service.ts';

export interface CollectionInput {
  title: string;
  description?: string;
  isPublic?: boolean;
  clientKey?: string;
}

async function touch(db: Db, userId: number, id: number, extra: Partial<typeof collections.$inferInsert> = {}) {
  const version = await nextChangeVersion(db, userId);
  await db
    .update(collections)
    .set({ ...extra, updatedAt: new Date().toISOString(), version })
    .where(eq(collections.id, id));
}

/**
 * A new change version for the collection, nothing else changed: the next pull sends the server's
 * title and materials to a device whose older wish was superseded.
 */
export async function resendCollection(db: Db, userId: number, id: number): Promise<void> {
  const version = await nextChangeVersion(db, userId);
  await db.update(collections).set({ version }).where(eq(collections.id, id));
}

/** SQLite's lower() knows ASCII only, so titles are compared here, Cyrillic included. */
async function titleTaken(db: Db, userId: number, title: string, exceptId = 0) {
  const wanted = title.toLocaleLowerCase('ru');
  const rows = await db
    .select({ id: collections.id, title: collections.title })
    .from(collections)
    .where(and(eq(collections.userId, userId), isNull(collections.deletedAt)));
  return rows.some((r) => r.id !== exceptId && r.title.toLocaleLowerCase('ru') === wanted);
}

/** The caller's own live collection, or 404 when it is not visible and 403 when it is someone else's. */
async function ownCollection(db: Db, id: number, userId: number) {
  const row = await visibleCollection(db, id, userId);
  if (row.userId !== userId) throw httpError(403, 'Forbidden');
  return row;
}

/** The user's collection made with this client_key (a replayed offline create), if any. */
async function sameClientKey(db: Db, userId: number, clientKey: string | undefined) {
  if (!clientKey) return undefined;
  const row = await one(
    db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.userId, userId), eq(collections.clientKey, clientKey))),
  );
  return row?.id;
}

/** Creates the collection; the client_key and title checks and the insert are one transaction. */
export async function createCollection(
  db: Db,
  userId: number,
  input: CollectionInput,
  copiedFrom: number | null = null,
): Promise<number> {
  const title = input.title.trim();
  return db.transaction(async (tx) => {
    const same = await sameClientKey(tx, userId, input.clientKey);
    if (same !== undefined) return same;
    if (await titleTaken(tx, userId, title)) throw httpError(400, SOCIAL_DETAILS.collectionExists);
    const version = await nextChangeVersion(tx, userId);
    const row = await one(
      tx
        .insert(collections)
        .values({
          userId,
          title,
          description: input.description?.trim() ?? '',
          isPublic: input.isPublic ?? false,
          clientKey: input.clientKey ?? null,
          version,
        })
        .returning({ id: collections.id }),
    );
    if (!row) throw new Error('collection was not inserted');
    await emitSocialEvent(tx, 'collection.created', { userId, collectionId: row.id, copiedFrom });
    return row.id;
  });
}

/** Renames, describes, publishes or reorders; `time` (the server's now for REST) is stamped on a new title. */
export async function updateCollection(
  db: Db,
  id: number,
  userId: number,
  input: Partial<CollectionInput> & { pageIds?: number[] },
  time: ActionTime = serverActionTime(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownCollection(tx, id, userId);
    const title = input.title?.trim();
    if (title !== undefined && (await titleTaken(tx, userId, title, id)))
      throw httpError(400, SOCIAL_DETAILS.collectionExists);
    if (title !== undefined) await stampSetTime(tx, userId, setItem.collectionTitle(id), time);
    // The new order is written whole in this transaction: two reorders never mix their positions.
    for (const [position, pageId] of (input.pageIds ?? []).entries())
      await tx
        .update(collectionItems)
        .set({ position })
        .where(and(eq(collectionItems.collectionId, id), eq(collectionItems.pageId, pageId)));
    await touch(tx, userId, id, { title, description: input.description?.trim(), isPublic: input.isPublic });
    await emitSocialEvent(tx, 'collection.updated', { userId, collectionId: id });
  });
}

export async function deleteCollection(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownCollection(tx, id, userId);
    await tx.delete(collectionItems).where(eq(collectionItems.collectionId, id));
    await touch(tx, userId, id, { deletedAt: new Date().toISOString() });
    await emitSocialEvent(tx, 'collection.deleted', { userId, collectionId: id });
  });
}

/**
 * Adds a material at the end; `strict` answers the duplicate with the spec's detail, otherwise it is
 * a no-op. The duplicate and size checks and the next position (one past the highest) are read in the
 * transaction that inserts, so two adds at once never share a position or pass the limit together.
 * `time` (the server's now for REST) is stamped as when the material was last put in or out.
 */
export async function addPage(
  db: Db,
  id: number,
  userId: number,
  pageId: number,
  strict = true,
  time: ActionTime = serverActionTime(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownCollection(tx, id, userId);
    await stampSetTime(tx, userId, setItem.collectionItem(id, pageId), time);
    const published = await one(
      tx
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.id, pageId), eq(pages.isPublished, true))),
    );
    if (!published) throw httpError(404, 'Page not found');
    const item = and(eq(collectionItems.collectionId, id), eq(collectionItems.pageId, pageId));
    const exists = await one(tx.select({ id: collectionItems.pageId }).from(collectionItems).where(item));
    if (exists) {
      if (strict) throw httpError(400, SOCIAL_DETAILS.pageExists);
      return;
    }
    const last = await one(
      tx
        .select({ n: sql<number>`count(*)`, top: max(collectionItems.position) })
        .from(collectionItems)
        .where(eq(collectionItems.collectionId, id)),
    );
    if ((last?.n ?? 0) >= COLLECTION_MAX_ITEMS) throw httpError(400, 'Collection is full');
    await tx.insert(collectionItems).values({ collectionId: id, pageId, position: (last?.top ?? -1) + 1 });
    await touch(tx, userId, id);
    // In the write's transaction: the event's outbox row commits with the item (domain-events.ts).
    await emitSocialEvent(tx, 'collection.page_added', { userId, collectionId: id, pageId, isPublic: row.isPublic });
  });
}

/** Takes a material out (nothing if it is not there); `time` as for addPage. */
export async function removePage(
  db: Db,
  id: number,
  userId: number,
  pageId: number,
  time: ActionTime = serverActionTime(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownCollection(tx, id, userId);
    await stampSetTime(tx, userId, setItem.collectionItem(id, pageId), time);
    const result = await tx
      .delete(collectionItems)
      .where(and(eq(collectionItems.collectionId, id), eq(collectionItems.pageId, pageId)));
    const gone = affectedRows(result) > 0;
    if (gone) await touch(tx, userId, id);
    if (gone) await emitSocialEvent(tx, 'collection.page_removed', { userId, collectionId: id, pageId });
  });
}

/**
 * Makes the caller a private copy of a collection they can see; answers the new id. The source, the
 * free title and the copy are one transaction: a title taken meanwhile is seen before it is chosen.
 */
export function copyCollection(db: Db, id: number, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const source = await visibleCollection(tx, id, userId);
    const items = await tx
      .select({ pageId: collectionItems.pageId, position: collectionItems.position })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, id));
    let title = source.title;
    for (let n = 1; (await titleTaken(tx, userId, title)) && n < 50; n += 1)
      title = `${source.title} (копия${n > 1 ? ` ${n}` : ''})`;
    const copyId = await createCollection(tx, userId, { title, description: source.description, isPublic: false }, id);
    if (items.length)
      await tx
        .insert(collectionItems)
        .values(items.map((i) => ({ collectionId: copyId, pageId: i.pageId, position: i.position })));
    return copyId;
  });
}
