// Reading collections: the owner's list, another user's public ones, one collection with its
// materials as cards, and the changes a second device pulls. A private collection is visible
// to its owner only; to anyone else it does not exist (404).
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { collectionItems, collections } from '../../../db/schema/collections.ts';
import { pages } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import { httpError } from '../../lib/http-error.ts';
import { GUEST_VIEWER } from '../../lib/person-name.ts';
import { toUserBrief, userBriefColumns } from '../../lib/user-brief.ts';
import { cardsByIds } from '../../lib/cards.ts';

type CollectionRow = typeof collections.$inferSelect;

/** Page ids per collection in the owner's order (published materials only). */
async function itemsOf(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({ collectionId: collectionItems.collectionId, pageId: collectionItems.pageId, preview: pages.preview })
        .from(collectionItems)
        .innerJoin(pages, and(eq(pages.id, collectionItems.pageId), eq(pages.isPublished, true)))
        .where(inArray(collectionItems.collectionId, ids))
        .orderBy(asc(collectionItems.position), asc(collectionItems.addedAt))
    : [];
  const out = new Map<number, { pageIds: number[]; cover: string | null }>();
  for (const id of ids) out.set(id, { pageIds: [], cover: null });
  for (const r of rows) {
    const entry = out.get(r.collectionId);
    if (!entry) continue;
    entry.pageIds.push(r.pageId);
    entry.cover ??= r.preview;
  }
  return out;
}

async function toWire(db: Db, rows: CollectionRow[]) {
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const ownerRows = rows.length
    ? await db
        .select(userBriefColumns)
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
    : [];
  // A collection is shared by link: its owner is named as the public sees them.
  const owners = new Map(ownerRows.map((u) => [u.id, toUserBrief(GUEST_VIEWER, u)]));
  return rows.map((r) => {
    const own = items.get(r.id) ?? { pageIds: [], cover: null };
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      is_public: r.isPublic,
      user: owners.get(r.userId) ?? null,
      cover: own.cover,
      pages_count: own.pageIds.length,
      page_ids: own.pageIds,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    };
  });
}

export type CollectionWire = Awaited<ReturnType<typeof toWire>>[number];

export async function listOwnCollections(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(collections)
    .where(and(eq(collections.userId, userId), isNull(collections.deletedAt)))
    .orderBy(desc(collections.updatedAt), desc(collections.id));
  const list = await toWire(db, rows);
  return { list, total: list.length };
}

export async function listPublicCollections(db: Db, userId: number) {
  if (!(await one(db.select({ id: users.id }).from(users).where(eq(users.id, userId)))))
    throw httpError(404, 'User not found');
  const where = and(eq(collections.userId, userId), eq(collections.isPublic, true), isNull(collections.deletedAt));
  const rows = await db
    .select()
    .from(collections)
    .where(where)
    .orderBy(desc(collections.updatedAt), desc(collections.id));
  const list = await toWire(db, rows);
  return { list, total: list.length };
}

/** A live collection the viewer may see, or 404. */
export async function visibleCollection(db: Db, id: number, viewerId: number | null): Promise<CollectionRow> {
  const row = await one(
    db
      .select()
      .from(collections)
      .where(and(eq(collections.id, id), isNull(collections.deletedAt))),
  );
  if (!row || (!row.isPublic && row.userId !== viewerId)) throw httpError(404, 'Collection not found');
  return row;
}

export async function collectionWire(db: Db, row: CollectionRow): Promise<CollectionWire> {
  const [wire] = await toWire(db, [row]);
  if (!wire) throw httpError(404, 'Collection not found');
  return wire;
}

/** One collection with its materials as cards, in the owner's order. */
export async function readCollection(db: Db, id: number, viewerId: number | null) {
  const wire = await collectionWire(db, await visibleCollection(db, id, viewerId));
  return { ...wire, is_owner: viewerId === wire.user?.id, pages: await cardsByIds(db, wire.page_ids) };
}

/** The user's collections changed after `version`, deletions included, with their client_key (for pull). */
export async function collectionsChangedSince(db: Db, userId: number, version: number) {
  const rows = await db
    .select()
    .from(collections)
    .where(and(eq(collections.userId, userId), gt(collections.version, version)))
    .orderBy(asc(collections.version));
  const live = await toWire(
    db,
    rows.filter((r) => !r.deletedAt),
  );
  const byId = new Map(live.map((w) => [w.id, w]));
  // The client_key lets the device that made it offline swap its temporary row for this one.
  return rows.map((r) => {
    const wire = byId.get(r.id);
    return wire ? { ...wire, client_key: r.clientKey } : { id: r.id, deleted: true as const };
  });
}
