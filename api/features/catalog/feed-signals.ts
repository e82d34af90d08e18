// What the personal feed (personal-feed.ts) knows of a reader: the materials they opened, kept,
// liked or study in a course, which of them they finished, and whom they follow. Each read is one
// index-backed query by the user's id with a LIMIT, so a call costs the same however large the site.
import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { bookmarks } from '../../../db/schema/bookmarks.ts';
import { pages, pageTags } from '../../../db/schema/content.ts';
import { historyItems } from '../../../db/schema/history.ts';
import { courseSteps, courseStepStates } from '../../../db/schema/learning.ts';
import { reactions } from '../../../db/schema/reactions.ts';
import { statistics } from '../../../db/schema/statistics.ts';
import { follows } from '../../../db/schema/user-relations.ts';

/** A material counts as read to the end from this scroll depth (percent, statistics.scroll_depth). */
export const READ_TO_END_DEPTH = 90;
const RECENT = 50;
/** Openings read to the end that keep a material out of the feed, newest first. */
const FINISHED_READS = 500;
const STEPS = 200;
const FOLLOWEES = 100;
const FOLLOWEE_LIKES = 200;
/** Tags of what was read, the most frequent first: enough to be close, few enough to stay personal. */
const READ_TAGS = 8;

export interface ReaderSignals {
  /** Materials opened (history), bookmarked, liked or met as a course step, newest first per source. */
  engaged: number[];
  /** Published materials finished: a completed course step, or opened and scrolled to READ_TO_END_DEPTH. */
  finished: number[];
  followees: number[];
}

export async function readerSignals(db: Db, userId: number): Promise<ReaderSignals> {
  const [opened, kept, liked, steps, followees] = await Promise.all([
    db
      .select({ id: historyItems.itemId, at: historyItems.viewedAt })
      .from(historyItems)
      .where(and(eq(historyItems.userId, userId), eq(historyItems.type, 'post')))
      .orderBy(desc(historyItems.viewedAt))
      .limit(RECENT),
    db
      .select({ id: bookmarks.itemId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.on, true), eq(bookmarks.type, 'post')))
      .orderBy(desc(bookmarks.createdAt))
      .limit(RECENT),
    db
      .select({ id: reactions.targetId })
      .from(reactions)
      .where(and(eq(reactions.userId, userId), eq(reactions.targetType, 'post'), eq(reactions.value, 1)))
      .orderBy(desc(reactions.version))
      .limit(RECENT),
    db
      .select({ id: courseSteps.pageId, state: courseStepStates.state })
      .from(courseStepStates)
      .innerJoin(courseSteps, eq(courseSteps.id, courseStepStates.stepId))
      .where(and(eq(courseStepStates.userId, userId), isNotNull(courseSteps.pageId)))
      .orderBy(desc(courseStepStates.version))
      .limit(STEPS),
    db
      .select({ id: follows.followeeId })
      .from(follows)
      .where(eq(follows.followerId, userId))
      .orderBy(desc(follows.createdAt))
      .limit(FOLLOWEES),
  ]);
  const openedIds = opened.map((r) => r.id);
  const stepIds = steps.flatMap((r) => (r.id === null ? [] : [r.id]));
  const completed = steps.flatMap((r) => (r.id !== null && r.state === 'completed' ? [r.id] : []));
  const scrolled = await scrolledToEnd(db, userId);
  return {
    engaged: [...new Set([...openedIds, ...kept.map((r) => r.id), ...liked.map((r) => r.id), ...stepIds])],
    finished: [...new Set([...completed, ...scrolled])],
    followees: followees.map((r) => r.id),
  };
}

/**
 * The materials the user scrolled to READ_TO_END_DEPTH, from their own openings (statistics_user_idx), the newest
 * FINISHED_READS of them: a year of daily reading, read from the reader's own rows only.
 */
async function scrolledToEnd(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: statistics.pageId })
    .from(statistics)
    .where(
      and(
        eq(statistics.userId, userId),
        eq(statistics.pageType, 'post'),
        gte(statistics.scrollDepth, READ_TO_END_DEPTH),
      ),
    )
    .orderBy(desc(statistics.createdAt))
    .limit(FINISHED_READS);
  return [...new Set(rows.map((r) => r.id))];
}

/** The tags the `pageIds` share most often (ties: the smaller id), at most READ_TAGS. */
export async function tagsOfPages(db: Db, pageIds: number[]): Promise<number[]> {
  if (!pageIds.length) return [];
  const rows = await db
    .select({ id: pageTags.tagId, n: sql<number>`count(*)` })
    .from(pageTags)
    .where(inArray(pageTags.pageId, pageIds))
    .groupBy(pageTags.tagId)
    .orderBy(desc(sql`count(*)`), pageTags.tagId)
    .limit(READ_TAGS);
  return rows.map((r) => r.id);
}

/** Published materials the `followees` wrote or liked, newest first, at most `limit`. */
export async function followeesPicks(db: Db, followees: number[], limit: number): Promise<number[]> {
  if (!followees.length) return [];
  const liked = await db
    .select({ id: reactions.targetId })
    .from(reactions)
    .where(and(inArray(reactions.userId, followees), eq(reactions.targetType, 'post'), eq(reactions.value, 1)))
    .orderBy(desc(reactions.version))
    .limit(FOLLOWEE_LIKES);
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.isPublished, true),
        liked.length
          ? sql`(${inArray(pages.userId, followees)} or ${inArray(
              pages.id,
              liked.map((r) => r.id),
            )})`
          : inArray(pages.userId, followees),
      ),
    )
    .orderBy(desc(pages.publishedAt), desc(pages.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
