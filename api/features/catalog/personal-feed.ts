// The recommendation feed of a signed-in reader (GET /catalog/recommendation-feed): materials of
// their interests newest first, then ones tagged like what they read, kept, liked or study, then what
// the people they follow wrote or liked, then the popular list; never a material they finished
// (feed-signals.ts says what counts). Guests and readers with no signal get the popular list as is.
// Each part is read with a LIMIT from an index; the popular ids are kept per database (kept-answers.ts).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { pages } from '../../../db/schema/content.ts';
import { cardsByIds, type PageCard } from '../../lib/cards.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { listCatalog } from '../pages/list-service.ts';
import { followeesPicks, readerSignals, tagsOfPages } from './feed-signals.ts';
import { interestTagIds } from './interest-tags.ts';
import { taggedPageIds } from './tagged-pages.ts';

/** Each personal part adds at most this many materials, so one strong signal cannot crowd out the others. */
const PART = 100;
/** A personal feed ends here (its total says so): deeper pages would cost a walk of the whole popular list. */
export const FEED_DEPTH = 1000;
const POPULAR_IDS = { name: 'feed-popular-ids', maxEntries: 30 };
const POPULAR_STEP = 100;

type Feed = { list: PageCard[]; total: number };

/** The first `want` ids of the popular list (rounded up, so pupils share a few kept lists). */
async function popularIds(db: Db, want: number): Promise<number[]> {
  const size = Math.ceil(want / POPULAR_STEP) * POPULAR_STEP;
  return keptAnswer(db, POPULAR_IDS, String(size), async () => {
    // The popular list's order (api/features/pages/list-statements.ts), on its index pages_popular_idx.
    const rows = await db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.isPublished, true))
      .orderBy(desc(pages.rating), desc(pages.publishedAt), desc(pages.id))
      .limit(size);
    return rows.map((r) => r.id);
  });
}

async function publishedCount(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .select({ n: sql<number>`count(*)` })
    .from(pages)
    .where(and(eq(pages.isPublished, true), inArray(pages.id, ids)));
  return Number(rows[0]?.n ?? 0);
}

/**
 * The page `offset`..`offset + limit` of the reader's feed. The order is a pure function of the data, and
 * every part is read deep enough for the page's end, so a page is always the continuation of the one
 * before it (no material twice, none skipped).
 */
export async function personalFeed(db: Db, userId: number, limit: number, offset: number): Promise<Feed> {
  const [signals, interestTags] = await Promise.all([readerSignals(db, userId), interestTagIds(db, userId)]);
  const readTags = (await tagsOfPages(db, signals.engaged)).filter((t) => !interestTags.includes(t));
  if (!interestTags.length && !readTags.length && !signals.followees.length && !signals.finished.length)
    return listCatalog(db, { sort: 'POPULAR', limit, offset, viewerId: userId });
  const [everything, finishedShown] = await Promise.all([
    listCatalog(db, { sort: 'POPULAR', limit: 1, offset: 0 }),
    publishedCount(db, signals.finished),
  ]);
  const total = Math.min(FEED_DEPTH, everything.total - finishedShown);
  const end = Math.min(offset + limit, total);
  if (end <= offset) return { list: [], total };
  // Part k may repeat up to (k - 1) * PART earlier ids and every finished one: read that much deeper.
  const want = Math.min(end, 3 * PART) + signals.finished.length;
  const parts = await Promise.all([
    taggedPageIds(db, interestTags, want),
    taggedPageIds(db, readTags, want),
    followeesPicks(db, signals.followees, want),
  ]);
  const seen = new Set(signals.finished);
  const order: number[] = [];
  const add = (ids: number[], max: number) => {
    let added = 0;
    for (const id of ids) {
      if (order.length >= end || added >= max) return;
      if (seen.has(id)) continue;
      seen.add(id);
      order.push(id);
      added += 1;
    }
  };
  for (const part of parts) add(part, PART);
  if (order.length < end) add(await popularIds(db, end + signals.finished.length), Infinity);
  return { list: await cardsByIds(db, order.slice(offset), userId), total };
}
