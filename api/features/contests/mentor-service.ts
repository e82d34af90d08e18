// A mentor's pupils in the special contest (spec section 4, mentor add-pupil and delete flows):
// finding a pupil by the code they handed over, adding (at most 30, one mentor per pupil per
// contest), deleting, and the list with each pupil's latest work status.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  contestJoinKeys,
  contestMentorPupils,
  contestNominations,
  contestParticipants,
  contestWorks,
} from '../../../db/schema/contests.ts';
import { users } from '../../../db/schema/users.ts';
import { affectedRows, one } from '../../../db/store.ts';
import { CONTEST_USER_TYPES } from '../../../sync/rules/contests.ts';
import { MENTOR_MAX_PUPILS, normalizeJoinKey } from '../../../sync/rules/special-contest.ts';
import type { ContestRow } from '../../lib/contest-cards.ts';
import { httpError } from '../../lib/http-error.ts';
import { findParticipation } from './learn-known-service.ts';

async function requireMentor(db: Db, contest: ContestRow, userId: number): Promise<void> {
  // Only a contest with mentors (options.mentors) has pupils gathered by code.
  if (!contest.options.mentors) throw httpError(404, 'Contest not found');
  const participation = await findParticipation(db, contest.id, userId);
  if (participation?.userType !== CONTEST_USER_TYPES.mentor) throw httpError(403, 'Only mentors manage pupils');
}

export async function isMentorInContest(
  db: Db,
  contestId: number,
  mentorId: number,
  pupilId: number,
): Promise<boolean> {
  const link = await one(
    db
      .select({ id: contestMentorPupils.id })
      .from(contestMentorPupils)
      .where(
        and(
          eq(contestMentorPupils.contestId, contestId),
          eq(contestMentorPupils.mentorId, mentorId),
          eq(contestMentorPupils.pupilId, pupilId),
        ),
      ),
  );
  return link !== undefined;
}

/** The pupil cards of the given users: name, avatar, school, latest work's status and nomination. */
async function pupilCards(db: Db, contestId: number, pupilIds: number[]) {
  if (pupilIds.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      avatar: users.avatar,
      workOrSchool: contestParticipants.workOrSchool,
    })
    .from(users)
    .innerJoin(
      contestParticipants,
      and(eq(contestParticipants.userId, users.id), eq(contestParticipants.contestId, contestId)),
    )
    .where(inArray(users.id, pupilIds));
  const works = await db
    .select({
      id: contestWorks.id,
      userId: contestWorks.userId,
      statusId: contestWorks.statusId,
      cancelText: contestWorks.cancelText,
      nominationName: contestNominations.name,
    })
    .from(contestWorks)
    .leftJoin(contestNominations, eq(contestNominations.id, contestWorks.nominationId))
    .where(and(eq(contestWorks.contestId, contestId), inArray(contestWorks.userId, pupilIds)))
    .orderBy(desc(contestWorks.createdAt), desc(contestWorks.id));
  const latest = new Map<number, (typeof works)[number]>();
  for (const w of works) if (!latest.has(w.userId)) latest.set(w.userId, w);
  const byId = new Map(people.map((p) => [p.id, p]));
  return pupilIds.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const work = latest.get(id);
    return [
      {
        id: p.id,
        name: [p.name, p.lastName].filter(Boolean).join(' '),
        avatar: p.avatar,
        work_or_school: p.workOrSchool,
        status_id: work && work.statusId > 0 ? work.statusId : null,
        cancel_text: work?.statusId === 2 ? work.cancelText : null,
        nomination_name: work?.nominationName ?? null,
        work_id: work?.id ?? null,
      },
    ];
  });
}
export type PupilCard = Awaited<ReturnType<typeof pupilCards>>[number];

/** The pupil (type 1 participant) holding `joinKey` in this contest, or 404. */
async function pupilByKey(db: Db, contest: ContestRow, joinKey: string): Promise<number> {
  const row = await one(
    db
      .select({ userId: contestJoinKeys.userId })
      .from(contestJoinKeys)
      .innerJoin(
        contestParticipants,
        and(
          eq(contestParticipants.userId, contestJoinKeys.userId),
          eq(contestParticipants.contestId, contestJoinKeys.contestId),
          eq(contestParticipants.userType, CONTEST_USER_TYPES.student),
        ),
      )
      .where(and(eq(contestJoinKeys.contestId, contest.id), eq(contestJoinKeys.joinKey, normalizeJoinKey(joinKey)))),
  );
  if (!row) throw httpError(404, 'Student not found');
  return row.userId;
}

export async function findPupilByKey(
  db: Db,
  contest: ContestRow,
  mentorId: number,
  joinKey: string,
): Promise<PupilCard> {
  await requireMentor(db, contest, mentorId);
  const [card] = await pupilCards(db, contest.id, [await pupilByKey(db, contest, joinKey)]);
  if (!card) throw httpError(404, 'Student not found');
  return card;
}

async function pupilCount(db: Db, contestId: number, mentorId: number): Promise<number> {
  const row = await one(
    db
      .select({ n: count() })
      .from(contestMentorPupils)
      .where(and(eq(contestMentorPupils.contestId, contestId), eq(contestMentorPupils.mentorId, mentorId))),
  );
  return Number(row?.n ?? 0);
}

/** The mentor holding the pupil in this contest, if any. */
async function mentorOf(db: Db, contestId: number, pupilId: number): Promise<number | undefined> {
  const link = await one(
    db
      .select({ mentorId: contestMentorPupils.mentorId })
      .from(contestMentorPupils)
      .where(and(eq(contestMentorPupils.contestId, contestId), eq(contestMentorPupils.pupilId, pupilId))),
  );
  return link?.mentorId;
}

/**
 * Adds the pupil holding the key; adding one's own pupil again changes nothing. The count, the
 * check and the insert are one transaction, so parallel adds cannot take a mentor past 30; the
 * unique (contest, pupil) index keeps a pupil to one mentor even if two mentors add them at once.
 */
export async function addPupil(db: Db, contest: ContestRow, mentorId: number, joinKey: string): Promise<PupilCard> {
  // One mentor's adds run one after another: each counts the pupils the others add.
  const lockKey = `mentor-pupils:${contest.id}:${mentorId}`;
  return db.transaction(
    async (tx) => {
      await requireMentor(tx, contest, mentorId);
      const pupilId = await pupilByKey(tx, contest, joinKey);
      let holder = await mentorOf(tx, contest.id, pupilId);
      if (holder === undefined) {
        if ((await pupilCount(tx, contest.id, mentorId)) >= MENTOR_MAX_PUPILS)
          throw httpError(409, 'Too many students');
        const added = await one(
          tx
            .insert(contestMentorPupils)
            .values({ contestId: contest.id, mentorId, pupilId })
            .onConflictDoNothing()
            .returning({ mentorId: contestMentorPupils.mentorId }),
        );
        holder = added?.mentorId ?? (await mentorOf(tx, contest.id, pupilId));
      }
      if (holder !== mentorId) throw httpError(409, 'Student already has a mentor');
      return (await pupilCards(tx, contest.id, [pupilId]))[0]!;
    },
    { lockKey },
  );
}

export async function deletePupil(db: Db, contest: ContestRow, mentorId: number, pupilId: number): Promise<void> {
  await requireMentor(db, contest, mentorId);
  const gone = await db
    .delete(contestMentorPupils)
    .where(
      and(
        eq(contestMentorPupils.contestId, contest.id),
        eq(contestMentorPupils.mentorId, mentorId),
        eq(contestMentorPupils.pupilId, pupilId),
      ),
    );
  if (affectedRows(gone) === 0) throw httpError(404, 'Student not found');
}

export async function studentList(db: Db, contest: ContestRow, mentorId: number): Promise<PupilCard[]> {
  await requireMentor(db, contest, mentorId);
  const rows = await db
    .select({ pupilId: contestMentorPupils.pupilId })
    .from(contestMentorPupils)
    .where(and(eq(contestMentorPupils.contestId, contest.id), eq(contestMentorPupils.mentorId, mentorId)))
    .orderBy(contestMentorPupils.createdAt, contestMentorPupils.id);
  return pupilCards(
    db,
    contest.id,
    rows.map((r) => r.pupilId),
  );
}
