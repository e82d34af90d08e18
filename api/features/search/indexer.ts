// Keeps the search index (db/schema/search.ts; per engine, search-index.ts) in step with what it indexes: the
// stemmed title and body (description, block text) of materials, news, events, courses and
// quizzes. Writers may call indexItem after a change to see it at once; any other write is
// queued by triggers and indexed by the queue (index-queue.ts). A full rebuild runs only when
// the index format (SEARCH_INDEX_VERSION) changes.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import { SEARCH_KINDS, searchRowid, type SearchKind } from '../../../db/schema/search.ts';
import { blockText, searchShadow } from '../../../sync/rules/search-text.ts';
import { kindToken } from './match.ts';
import { searchIndex } from './search-index.ts';

interface Source {
  id: number;
  title: string;
  description: string;
  isPublished: boolean;
  content?: unknown;
  place?: string | null;
}

const read: Record<SearchKind, (db: Db, id?: number) => Promise<Source[]>> = {
  post: (db, id) =>
    db
      .select({
        id: pages.id,
        title: pages.title,
        description: pages.description,
        isPublished: pages.isPublished,
        content: pages.content,
      })
      .from(pages)
      .where(id === undefined ? undefined : eq(pages.id, id)),
  news: (db, id) =>
    db
      .select({
        id: news.id,
        title: news.title,
        description: news.description,
        isPublished: news.isPublished,
        content: news.content,
      })
      .from(news)
      .where(id === undefined ? undefined : eq(news.id, id)),
  event: (db, id) =>
    db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        isPublished: events.isPublished,
        content: events.content,
        place: events.place,
      })
      .from(events)
      .where(id === undefined ? undefined : eq(events.id, id)),
  course: (db, id) =>
    db
      .select({
        id: courses.id,
        title: courses.title,
        description: courses.description,
        isPublished: courses.isPublished,
      })
      .from(courses)
      .where(id === undefined ? undefined : eq(courses.id, id)),
  quizzes: (db, id) =>
    db
      .select({
        id: quizzes.id,
        title: quizzes.title,
        description: quizzes.description,
        isPublished: quizzes.isPublished,
      })
      .from(quizzes)
      .where(id === undefined ? undefined : eq(quizzes.id, id)),
};

async function write(db: Db, kind: SearchKind, row: Source): Promise<void> {
  const rowid = searchRowid(kind, row.id);
  if (!row.isPublished) return searchIndex.remove(db, rowid);
  const body = searchShadow(row.description, row.place, row.content === undefined ? '' : blockText(row.content));
  await searchIndex.put(db, { rowid, title: searchShadow(row.title), body, kind: kindToken(kind) });
}

/**
 * Bump when the shadow text (sync/rules/search-text.ts) or the index layout changes: the next start
 * rebuilds. '3': prefix indexes of 1 to 6 characters (migration 0022_search-prefix).
 */
export const SEARCH_INDEX_VERSION = '3';

/**
 * Re-indexes one item after it was created or changed; removes it when gone or unpublished. One
 * transaction (a savepoint inside the caller's), so a write to the item between reading it and
 * indexing it cannot leave the index stale with its queue entry already deleted.
 */
export function indexItem(db: Db, kind: SearchKind, id: number): Promise<void> {
  return db.transaction((tx) => reindex(tx, kind, id));
}

/** indexItem's work, for a caller that holds the transaction already (the queue). */
export async function reindex(tx: Db, kind: SearchKind, id: number): Promise<void> {
  const [row] = await read[kind](tx, id);
  if (row) await write(tx, kind, row);
  else await removeFromIndex(tx, kind, id);
  await tx.run(sql`delete from search_queue where kind = ${kind} and item_id = ${id}`);
}

export async function removeFromIndex(db: Db, kind: SearchKind, id: number): Promise<void> {
  await searchIndex.remove(db, searchRowid(kind, id));
}

/** Rebuilds the whole index in one transaction (idempotent); answers the number of rows indexed. */
export function rebuildSearchIndex(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await searchIndex.clear(tx);
    let n = 0;
    for (const kind of SEARCH_KINDS) {
      for (const row of await read[kind](tx)) {
        if (!row.isPublished) continue;
        await write(tx, kind, row);
        n += 1;
      }
    }
    await searchIndex.afterRebuild(tx);
    await tx.run(sql`delete from search_queue`);
    await tx.run(
      sql`insert into search_meta (key, value) values ('version', ${SEARCH_INDEX_VERSION}) on conflict (key) do update set value = excluded.value`,
    );
    return n;
  });
}
