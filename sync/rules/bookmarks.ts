// Bookmark (favorite) rules shared by browser and server.
export const BOOKMARK_TYPES = ['event', 'course', 'quizzes', 'post', 'news'] as const;
export type BookmarkType = (typeof BOOKMARK_TYPES)[number];
export const BOOKMARKS_PAGE_SIZE = 50;

export function isBookmarkType(value: unknown): value is BookmarkType {
  return typeof value === 'string' && (BOOKMARK_TYPES as readonly string[]).includes(value);
}
