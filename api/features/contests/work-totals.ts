// The special contest's works as visitors see them: the all-works list (9 a page, by nomination),
// one work, other works, the viewer's own, and vote totals beside each. Winners: winners-service.ts.
import { nameViewerOf } from '../../lib/person-name.ts';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contestWorks, contestWorkVotes } from '../../../db/schema/contests.ts';
import { one } from '../../../db/store.ts';
import { WORK_STATUS } from '../../../sync/rules/contests.ts';
import { ANOTHER_VIDEOS_COUNT } from '../../../sync/rules/special-contest.ts';
import type { ContestRow } from '../../lib/contest-cards.ts';
import { httpError } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { findWork, publishedWorks, STAFF, toWork, worksOfUser, type WorkRow } from './works-service.ts';
import { isMentorInContest } from './mentor-service.ts';

export interface VoteTotals {
  votes_count: number;
  /** The sum of every point given (the ranking score). */
  score: number;
  /** Average per criterion, one decimal; null before the first vote. */
  rating: { clarity: number; fascination: number; scientific: number } | null;
}

async function voteTotals(db: Db, workIds: number[]): Promise<Map<number, VoteTotals>> {
  const totals = new Map<number, VoteTotals>();
  if (workIds.length === 0) return totals;
  const rows = await db
    .select({
      workId: contestWorkVotes.workId,
      n: sql<number>`count(*)`,
      clarity: sql<number>`avg(${contestWorkVotes.clarity})`,
      fascination: sql<number>`avg(${contestWorkVotes.fascination})`,
      scientific: sql<number>`avg(${contestWorkVotes.scientific})`,
      score: sql<number>`sum(${contestWorkVotes.clarity} + ${contestWorkVotes.fascination} + ${contestWorkVotes.scientific})`,
    })
    .from(contestWorkVotes)
    .where(inArray(contestWorkVotes.workId, workIds))
    .groupBy(contestWorkVotes.workId);
  // Number(): PostgreSQL answers count, sum and avg as strings.
  const round = (x: number) => Math.round(Number(x) * 10) / 10;
  for (const r of rows)
    totals.set(r.workId, {
      votes_count: Number(r.n),
      score: Number(r.score),
      rating: { clarity: round(r.clarity), fascination: round(r.fascination), scientific: round(r.scientific) },
    });
  return totals;
}

const NO_VOTES: VoteTotals = { votes_count: 0, score: 0, rating: null };

function isStaff(viewer: SessionUser | null): boolean {
  return viewer?.roles.some((r) => STAFF.includes(r)) ?? false;
}

/** Works in the wire shape with their vote totals. */
export async function withTotals(db: Db, rows: WorkRow[], viewer: SessionUser | null) {
  const totals = await voteTotals(
    db,
    rows.map((r) => r.id!),
  );
  const names = await nameViewerOf(db, viewer);
  return rows.map((r) => ({ ...toWork(r, names, isStaff(viewer)), ...(totals.get(r.id!) ?? NO_VOTES) }));
}

export async function videoList(
  db: Db,
  contest: ContestRow | undefined,
  q: { limit: number; offset: number; nominationId?: number },
  viewer: SessionUser | null,
) {
  if (!contest) return { list: [], total_count: 0 };
  const page = await publishedWorks(db, contest.id, q);
  return { list: await withTotals(db, page.list, viewer), total_count: page.total };
}

/**
 * A work of the special contest the viewer may see: published; or their own, their pupil's, or any
 * for staff (to follow it through moderation). Anything else is 404, so ids reveal nothing.
 */
async function visibleSpecialWork(db: Db, contest: ContestRow | undefined, id: number, viewer: SessionUser | null) {
  const row = await findWork(db, id);
  if (!row || !contest || row.contestId !== contest.id) throw httpError(404, 'Work not found');
  const allowed =
    row.statusId === WORK_STATUS.accepted ||
    (viewer !== null &&
      (row.userId === viewer.id ||
        isStaff(viewer) ||
        (await isMentorInContest(db, contest.id, viewer.id, row.userId!))));
  if (!allowed) throw httpError(404, 'Work not found');
  return row;
}

export async function videoOne(db: Db, contest: ContestRow | undefined, id: number, viewer: SessionUser | null) {
  return (await withTotals(db, [await visibleSpecialWork(db, contest, id, viewer)], viewer))[0]!;
}

/** Other published works, in a fresh random order each time, without the one being watched. */
export async function anotherVideos(
  db: Db,
  contest: ContestRow | undefined,
  excludeId: number | undefined,
  viewer: SessionUser | null,
) {
  if (!contest) return { list: [] };
  const picked = await db
    .select({ id: contestWorks.id })
    .from(contestWorks)
    .where(
      and(
        eq(contestWorks.contestId, contest.id),
        eq(contestWorks.statusId, WORK_STATUS.accepted),
        excludeId === undefined ? undefined : ne(contestWorks.id, excludeId),
      ),
    )
    .orderBy(sql`random()`)
    .limit(ANOTHER_VIDEOS_COUNT);
  const rows: WorkRow[] = [];
  for (const { id } of picked) {
    const row = await findWork(db, id);
    if (row) rows.push(row);
  }
  return { list: await withTotals(db, rows, viewer) };
}

/** The viewer's works in the special contest: all statuses, or only published ones. */
export async function myWorks(db: Db, contest: ContestRow | undefined, viewer: SessionUser, publishedOnly: boolean) {
  if (!contest) return { video_list: [] };
  return { video_list: await withTotals(db, await worksOfUser(db, viewer.id, publishedOnly, contest.id), viewer) };
}

/** GET /exist-video: whether the viewer sent a work, and its latest status. */
export async function existVideo(db: Db, contest: ContestRow | undefined, userId: number | undefined) {
  const latest =
    contest && userId !== undefined
      ? await one(
          db
            .select({ statusId: contestWorks.statusId })
            .from(contestWorks)
            .where(and(eq(contestWorks.contestId, contest.id), eq(contestWorks.userId, userId)))
            .orderBy(desc(contestWorks.createdAt), desc(contestWorks.id)),
        )
      : undefined;
  return { exist: latest !== undefined, status_id: latest?.statusId ?? null };
}
