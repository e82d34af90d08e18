// A bookmark beside its item: each bookmark joined to the row of the content table its type names, so a list or a
// pull can show the item's title without a second query. Read only.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../db/store.ts';
import { bookmarks } from '../../../db/schema/bookmarks.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';

/** One field of the bookmarked item, from whichever of the five tables holds it; null where the item is gone. */
export const itemField = (f: 'title' | 'slug' | 'preview'): SQL<string | null> =>
  sql<string | null>`coalesce(${pages[f]}, ${news[f]}, ${events[f]}, ${courses[f]}, ${quizzes[f]})`;

/** Bookmarks with `fields` plus their item's title and slug; the caller adds where, order and paging. */
export function selectBookmarkedItems<F extends SelectedFields>(db: Db, fields: F) {
  return db
    .select({ ...fields, title: itemField('title'), slug: itemField('slug') })
    .from(bookmarks)
    .leftJoin(pages, and(eq(bookmarks.type, 'post'), eq(pages.id, bookmarks.itemId)))
    .leftJoin(news, and(eq(bookmarks.type, 'news'), eq(news.id, bookmarks.itemId)))
    .leftJoin(events, and(eq(bookmarks.type, 'event'), eq(events.id, bookmarks.itemId)))
    .leftJoin(courses, and(eq(bookmarks.type, 'course'), eq(courses.id, bookmarks.itemId)))
    .leftJoin(quizzes, and(eq(bookmarks.type, 'quizzes'), eq(quizzes.id, bookmarks.itemId)));
}
