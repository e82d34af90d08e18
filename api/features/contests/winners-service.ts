// Winners of the special contest, places 1 to 5. The jury's announcement (contest_results rows,
// set by staff) overrides the vote; without one, once works are being processed or the results
// are out (statuses 4 and 5), the five best works by vote score win. Before that, no winners.
// A jury place with a work is named at read time by the privacy rule (person-name.ts); the stored title
// holds only the author's first name, and the audit log only places and work ids.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contestResults, contestWorks, contestWorkVotes } from '../../../db/schema/contests.ts';
import { users } from '../../../db/schema/users.ts';
import { WORK_STATUS } from '../../../sync/rules/contests.ts';
import { WINNER_PLACES } from '../../../sync/rules/special-contest.ts';
import type { ContestRow } from '../../lib/contest-cards.ts';
import { httpError } from '../../lib/http-error.ts';
import { personColumns, visibleName, type NameViewer } from '../../lib/person-name.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { specialContest } from './learn-known-service.ts';
import { findWork } from './works-service.ts';
import { withTotals } from './work-totals.ts';

const VOTE_RESULT_STATUSES: readonly number[] = [4, 5];

async function juryPlaces(db: Db, contestId: number) {
  return db
    .select({ place: contestResults.place, workId: contestResults.workId, title: contestResults.title })
    .from(contestResults)
    .where(eq(contestResults.contestId, contestId))
    .orderBy(asc(contestResults.place), asc(contestResults.id));
}

/** Published works by score (sum of points), then by number of votes, then the earlier one. */
async function votePlaces(db: Db, contestId: number) {
  const score = sql<number>`coalesce(sum(${contestWorkVotes.clarity} + ${contestWorkVotes.fascination} + ${contestWorkVotes.scientific}), 0)`;
  const rows = await db
    .select({ workId: contestWorks.id })
    .from(contestWorks)
    .innerJoin(contestWorkVotes, eq(contestWorkVotes.workId, contestWorks.id))
    .where(and(eq(contestWorks.contestId, contestId), eq(contestWorks.statusId, WORK_STATUS.accepted)))
    .groupBy(contestWorks.id)
    .orderBy(desc(score), desc(sql`count(*)`), asc(contestWorks.createdAt), asc(contestWorks.id))
    .limit(WINNER_PLACES);
  return rows.map((r, i) => ({ place: i + 1, workId: r.workId, title: null as string | null }));
}

export async function winners(db: Db, contest: ContestRow | undefined, viewer: SessionUser | null) {
  if (!contest) return { list: [], by_jury: false };
  const jury = await juryPlaces(db, contest.id);
  const byJury = jury.length > 0;
  const places = byJury
    ? jury
    : VOTE_RESULT_STATUSES.includes(contest.statusId)
      ? await votePlaces(db, contest.id)
      : [];
  const list = [];
  for (const p of places) {
    const row = p.workId === null ? undefined : await findWork(db, p.workId);
    if (!row || row.statusId !== WORK_STATUS.accepted) continue;
    const [work] = await withTotals(db, [row], viewer);
    // The title is the author's name as this viewer may see it (the stored one was written for staff).
    list.push({ place: p.place, title: work!.user.name || work!.name || '', video: work! });
  }
  return { list, by_jury: byJury };
}

/**
 * Staff: the jury's places replace any earlier announcement; an empty list returns to the vote.
 * The works are checked and the places replaced in one transaction, so a work unpublished meanwhile
 * never wins, and two parallel announcements leave one of them whole.
 */
export async function setJuryWinners(db: Db, contest: ContestRow, list: { place: number; video_id: number }[]) {
  const places = new Set(list.map((p) => p.place));
  const works = new Set(list.map((p) => p.video_id));
  if (places.size !== list.length || works.size !== list.length) throw httpError(400, 'Places and works must differ');
  await db.transaction(async (tx) => {
    const rows = [];
    for (const p of list) {
      const work = await findWork(tx, p.video_id);
      if (!work || work.contestId !== contest.id || work.statusId !== WORK_STATUS.accepted)
        throw httpError(404, 'Work not found');
      rows.push({ place: p.place, work });
    }
    await tx.delete(contestResults).where(eq(contestResults.contestId, contest.id));
    for (const { place, work } of rows)
      await tx.insert(contestResults).values({
        contestId: contest.id,
        place,
        // Never the surname: whoever reads the place gets the author's name by the rule at read time.
        title: work.userName || work.name || '',
        workId: work.id!,
        nominationId: work.nominationId,
      });
  });
}

/** The jury's places as the audit log records them: places and work ids, no names. */
export async function juryPlacesForAudit(db: Db, contestId: number) {
  return db
    .select({ place: contestResults.place, work_id: contestResults.workId })
    .from(contestResults)
    .where(eq(contestResults.contestId, contestId))
    .orderBy(asc(contestResults.place));
}

/** The jury's places for a staff screen: a place with a work is named after its author as `viewer` may see them. */
export async function juryPlacesFor(db: Db, contestId: number, viewer: NameViewer) {
  const rows = await db
    .select({
      place: contestResults.place,
      work_id: contestResults.workId,
      title: contestResults.title,
      author: personColumns,
    })
    .from(contestResults)
    .leftJoin(contestWorks, eq(contestWorks.id, contestResults.workId))
    .leftJoin(users, eq(users.id, contestWorks.userId))
    .where(eq(contestResults.contestId, contestId))
    .orderBy(asc(contestResults.place));
  return rows.map(({ author, title, ...r }) => ({ ...r, title: author ? visibleName(viewer, author) : title }));
}

/**
 * A staff member sets the jury's places of the special contest: the state before, the change and the
 * audit row ('contest.jury') in one transaction. Both routes that set them (the staff area's and
 * PUT /contest-learn-known/winners) call this, after the same role check (staffArea('content')).
 */
export async function decideJury(db: Db, staffId: number, list: { place: number; video_id: number }[]) {
  return db.transaction(async (tx) => {
    const contest = await specialContest(tx);
    if (!contest?.options.jury) throw httpError(404, 'Contest not found');
    const before = await juryPlacesForAudit(tx, contest.id);
    await setJuryWinners(tx, contest, list);
    await recordStaffAction(tx, {
      staffId,
      action: 'contest.jury',
      target: { type: 'contest', id: contest.id },
      before,
      after: await juryPlacesForAudit(tx, contest.id),
    });
    return contest;
  });
}
