// The paged list of a user's live bookmarks, newest first, with the title, slug and preview
// of the item where its content table exists (materials, news, events, courses, quizzes); null otherwise.
import { and, count, desc, eq, lt } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { bookmarks } from '../../../db/schema/bookmarks.ts';
import type { BookmarkType } from '../../../sync/rules/bookmarks.ts';
import type { ListQuery } from './inputs.ts';
import { itemField, selectBookmarkedItems } from './bookmarked-items.ts';

export interface BookmarkListItem {
  type: BookmarkType;
  id: number;
  created_at: string;
  title: string | null;
  slug: string | null;
  preview: string | null;
}

/** Live bookmarks, newest first (a live row's version is that of its turning on, so it breaks
 * ties within a millisecond); `timestamp` keeps paging stable while new ones arrive. */
export async function listBookmarks(
  db: Db,
  userId: number,
  query: ListQuery,
  onlyType?: BookmarkType,
): Promise<{ list: BookmarkListItem[]; total: number }> {
  const where = and(
    eq(bookmarks.userId, userId),
    eq(bookmarks.on, true),
    onlyType ? eq(bookmarks.type, onlyType) : undefined,
    query.timestamp ? lt(bookmarks.createdAt, query.timestamp) : undefined,
  );
  const list = await selectBookmarkedItems(db, {
    type: bookmarks.type,
    id: bookmarks.itemId,
    created_at: bookmarks.createdAt,
    preview: itemField('preview'),
  })
    .where(where)
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.version))
    .limit(query.limit)
    .offset(query.offset);
  const total = (await one(db.select({ n: count() }).from(bookmarks).where(where)))?.n ?? 0;
  return { list, total };
}
