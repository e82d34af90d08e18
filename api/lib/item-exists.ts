// Whether a material, news item, event, course or quiz exists: bookmarks, history and
// statistics refuse ids that name nothing, so no row (or sync mutation) can point at air.
import { and, eq } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { news, pages } from '../../db/schema/content.ts';
import { events } from '../../db/schema/events.ts';
import { courses, quizzes } from '../../db/schema/learning.ts';

export type ItemType = 'post' | 'news' | 'event' | 'course' | 'quizzes';

const tables = { post: pages, news, event: events, course: courses, quizzes } as const;

/** True when the item exists (and, with `published`, is published). */
export async function itemExists(db: Db, type: ItemType, id: number, { published = false } = {}): Promise<boolean> {
  const table = tables[type];
  const where = published ? and(eq(table.id, id), eq(table.isPublished, true)) : eq(table.id, id);
  return (await one(db.select({ id: table.id }).from(table).where(where))) !== undefined;
}
