// Published materials sharing a tag with a list, newest first: the materials beside a post and the parts of a
// reader's feed led by tags. On the catalogue's date index with an exists per row, so it stops at the LIMIT.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { pages, pageTags } from '../../../db/schema/content.ts';

/** Ids of up to `limit` published materials with one of `tags`, newest first, leaving out `except`. */
export async function taggedPageIds(db: Db, tags: number[], limit: number, except?: number): Promise<number[]> {
  if (!tags.length) return [];
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.isPublished, true),
        except === undefined ? undefined : ne(pages.id, except),
        sql`exists (select 1 from ${pageTags} where ${pageTags.pageId} = ${pages.id} and ${inArray(pageTags.tagId, tags)})`,
      ),
    )
    .orderBy(desc(pages.publishedAt), desc(pages.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
