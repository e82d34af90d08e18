// The rows of the bench's growing lists besides materials (issue 44): one open community whose feed holds
// every material, as many notifications for the first bench user, and a new tag on SMALL_TAG_PAGES materials spread
// evenly over the table (a tag a catalogue of any size has: newly made, or about a narrow subject). Bulk fixtures written through the
// store, not the API. Answers the community and a cursor half-way down each list, for a deep keyset page.
import { desc, eq, sql } from 'drizzle-orm';
import type { Store } from '../../db/client.ts';
import { communities, communityFeedItems } from '../../db/schema/communities.ts';
import { pageTags } from '../../db/schema/content.ts';
import { tags } from '../../db/schema/dictionaries.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { encodeCursor } from '../../api/lib/keyset-cursor.ts';
import { firstRow } from '../../db/seed/first-row.ts';

const BATCH = 500;
/** The materials of the small tag, at every size of the table. */
export const SMALL_TAG_PAGES = 40;

export interface ListRows {
  communityId: number;
  feedCursor: string;
  notificationCursor: string;
  smallTagId: number;
}

/** Writes the feed and the notifications; `pageIds` are the published materials, oldest first. */
export async function buildListRows(store: Store, userLogin: string, pageIds: readonly number[]): Promise<ListRows> {
  const db = store.db;
  const { id: userId } = await firstRow(
    db.select({ id: users.id }).from(users).where(eq(users.login, userLogin)),
    'bench user',
  );
  const { id: communityId } = await firstRow(
    db
      .insert(communities)
      .values({ slug: 'bench-club', name: 'Бенч-клуб', searchName: 'бенч-клуб', ownerId: userId })
      .returning({ id: communities.id }),
    'bench community',
  );
  const start = Date.UTC(2021, 0, 1);
  await db.transaction(async (tx) => {
    for (let from = 0; from < pageIds.length; from += BATCH) {
      const ids = pageIds.slice(from, from + BATCH);
      const at = (i: number) => new Date(start + (from + i) * 60_000).toISOString();
      await tx.insert(communityFeedItems).values(ids.map((pageId, i) => ({ communityId, pageId, createdAt: at(i) })));
      await tx
        .insert(notifications)
        .values(ids.map((_, i) => ({ userId, typeId: 1, title: `Уведомление ${from + i}`, createdAt: at(i) })));
    }
  });
  const { id: smallTagId } = await firstRow(
    db.insert(tags).values({ name: 'Бенч: узкая тема', slug: 'bench-small' }).returning({ id: tags.id }),
    'small tag',
  );
  const step = pageIds.length / SMALL_TAG_PAGES;
  await db.insert(pageTags).values(
    Array.from({ length: SMALL_TAG_PAGES }, (_, i) => ({
      pageId: pageIds[Math.floor(i * step)]!,
      tagId: smallTagId,
    })),
  );
  const half = Math.floor(pageIds.length / 2);
  const feedRow = await firstRow(
    db
      .select({ at: communityFeedItems.createdAt, id: communityFeedItems.id })
      .from(communityFeedItems)
      .where(eq(communityFeedItems.communityId, communityId))
      .orderBy(desc(communityFeedItems.createdAt), desc(communityFeedItems.id))
      .limit(1)
      .offset(half),
    'feed row',
  );
  const noteRow = await firstRow(
    db
      .select({ at: notifications.createdAt, id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(1)
      .offset(half),
    'notification row',
  );
  // Fresh statistics, as content-fixture.ts leaves them for the materials.
  await db.$raw(store.engine === 'sqlite' ? sql`pragma optimize` : sql`analyze`);
  return { communityId, feedCursor: encodeCursor(feedRow), notificationCursor: encodeCursor(noteRow), smallTagId };
}
