// Votes for the works of a contest with visitors' votes (options.votes; the special contest): signed-in users who are not the author, once per work, only for
// published works (status 3) and not after the results. The first vote stands: a second one is a
// 409 online and a no-op when an offline replay repeats it.
import { requireNoBlock } from '../../lib/user-blocks.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contestWorkVotes } from '../../../db/schema/contests.ts';
import { one } from '../../../db/store.ts';
import { CONTEST_STATUS_RESULTS, WORK_STATUS } from '../../../sync/rules/contests.ts';
import type { ContestRow } from '../../lib/contest-cards.ts';
import { httpError } from '../../lib/http-error.ts';
import { findWork } from './works-service.ts';

export interface VoteInput {
  video_id: number;
  clarity: number;
  fascination: number;
  scientific: number;
}

export async function myVote(db: Db, userId: number, workId: number) {
  const row = await one(
    db
      .select({
        clarity: contestWorkVotes.clarity,
        fascination: contestWorkVotes.fascination,
        scientific: contestWorkVotes.scientific,
        created_at: contestWorkVotes.createdAt,
      })
      .from(contestWorkVotes)
      .where(and(eq(contestWorkVotes.workId, workId), eq(contestWorkVotes.userId, userId))),
  );
  return { exist: row !== undefined, vote: row ?? null };
}

/** Checks who may vote for what; the same checks for the online call and the offline replay. */
async function checkVote(db: Db, contest: ContestRow | undefined, userId: number, workId: number): Promise<void> {
  const work = await findWork(db, workId);
  const own = work?.userId === userId;
  // Only a contest with visitors' votes (options.votes) takes them; elsewhere its works are not votable.
  if (
    !work ||
    !contest?.options.votes ||
    work.contestId !== contest.id ||
    (work.statusId !== WORK_STATUS.accepted && !own)
  )
    throw httpError(404, 'Work not found');
  if (own) throw httpError(403, 'You cannot vote for your own work');
  await requireNoBlock(db, userId, [work.userId], "You can't vote for this work");
  if (work.statusId !== WORK_STATUS.accepted) throw httpError(404, 'Work not found');
  if (contest.statusId === CONTEST_STATUS_RESULTS) throw httpError(409, 'Voting is closed');
}

/**
 * Records the vote, the one path of the REST call and the offline replay: a second vote by the
 * same user for the same work is a 409 'Already voted' (the first stands). The insert itself
 * decides that (the unique (work, user) index), so of parallel votes exactly one counts.
 */
export async function castVote(db: Db, contest: ContestRow | undefined, userId: number, input: VoteInput) {
  return db.transaction(async (tx) => {
    await checkVote(tx, contest, userId, input.video_id);
    const row = await one(
      tx
        .insert(contestWorkVotes)
        .values({
          workId: input.video_id,
          userId,
          clarity: input.clarity,
          fascination: input.fascination,
          scientific: input.scientific,
        })
        .onConflictDoNothing()
        .returning({ id: contestWorkVotes.id }),
    );
    if (!row) throw httpError(409, 'Already voted');
    const { clarity, fascination, scientific } = input;
    return { exist: true as const, vote: { clarity, fascination, scientific } };
  });
}
