// A mentor's pupils in the special contest (spec section 4, mentor add-pupil and delete flows):
// finding a pupil by the code they handed over, adding (at most 30, one mentor per pupil per
// contest), deleting, and the list with each pupil's latest work status.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contestNominations, contestParticipants, contestWorks } from '../../../db/schema/contests.ts';
import { contestJoinKeys, contestMentorPupils } from '../../../db/schema/special-contest.ts';
import { users } from '../../../db/schema/users.ts';
import { CONTEST_USER_TYPES } from '../../../sync/rules/contests.ts';
import { MENTOR_MAX_PUPILS, normalizeJoinKey } from '../../../sync/rules/special-contest.ts';
import type { ContestRow } from '../../lib/contest-cards.ts';
import { httpError } from '../../lib/http-error.ts';
import { findParticipation } from './contest-service.ts';

function requireMentor(db: Db, contest: ContestRow, userId: number): void {
  const participation = findParticipation(db, contest.id, userId);
  if (participation?.userType !== CONTEST_USER_TYPES.mentor) throw httpError(403, 'Only mentors manage pupils');
}

export function isMentorInContest(db: Db, contestId: number, mentorId: number, pupilId: number): boolean {
  return Boolean(
    db
      .select({ id: contestMentorPupils.id })
      .from(contestMentorPupils)
      .where(
        and(
          eq(contestMentorPupils.contestId, contestId),
          eq(contestMentorPupils.mentorId, mentorId),
          eq(contestMentorPupils.pupilId, pupilId),
        ),
      )
      .get(),
  );
}

/** The pupil cards of the given users: name, avatar, school, latest work's status and nomination. */
function pupilCards(db: Db, contestId: number, pupilIds: number[]) {
  if (pupilIds.length === 0) return [];
  const people = db
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
    .where(inArray(users.id, pupilIds))
    .all();
  const works = db
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
    .orderBy(desc(contestWorks.createdAt), desc(contestWorks.id))
    .all();
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
export type PupilCard = ReturnType<typeof pupilCards>[number];

/** The pupil (type 1 participant) holding `joinKey` in this contest, or 404. */
function pupilByKey(db: Db, contest: ContestRow, joinKey: string): number {
  const row = db
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
    .where(and(eq(contestJoinKeys.contestId, contest.id), eq(contestJoinKeys.joinKey, normalizeJoinKey(joinKey))))
    .get();
  if (!row) throw httpError(404, 'Student not found');
  return row.userId;
}

export function findPupilByKey(db: Db, contest: ContestRow, mentorId: number, joinKey: string): PupilCard {
  requireMentor(db, contest, mentorId);
  const [card] = pupilCards(db, contest.id, [pupilByKey(db, contest, joinKey)]);
  if (!card) throw httpError(404, 'Student not found');
  return card;
}

function pupilCount(db: Db, contestId: number, mentorId: number): number {
  return (
    db
      .select({ n: count() })
      .from(contestMentorPupils)
      .where(and(eq(contestMentorPupils.contestId, contestId), eq(contestMentorPupils.mentorId, mentorId)))
      .get()?.n ?? 0
  );
}

/** Adds the pupil holding the key; adding one's own pupil again changes nothing. */
export function addPupil(db: Db, contest: ContestRow, mentorId: number, joinKey: string): PupilCard {
  return db.transaction((tx) => {
    requireMentor(tx, contest, mentorId);
    const pupilId = pupilByKey(tx, contest, joinKey);
    const link = tx
      .select({ mentorId: contestMentorPupils.mentorId })
      .from(contestMentorPupils)
      .where(and(eq(contestMentorPupils.contestId, contest.id), eq(contestMentorPupils.pupilId, pupilId)))
      .get();
    if (link && link.mentorId !== mentorId) throw httpError(409, 'Student already has a mentor');
    if (!link) {
      if (pupilCount(tx, contest.id, mentorId) >= MENTOR_MAX_PUPILS) throw httpError(409, 'Too many students');
      tx.insert(contestMentorPupils).values({ contestId: contest.id, mentorId, pupilId }).run();
    }
    return pupilCards(tx, contest.id, [pupilId])[0]!;
  });
}

export function deletePupil(db: Db, contest: ContestRow, mentorId: number, pupilId: number): void {
  requireMentor(db, contest, mentorId);
  const gone = db
    .delete(contestMentorPupils)
    .where(
      and(
        eq(contestMentorPupils.contestId, contest.id),
        eq(contestMentorPupils.mentorId, mentorId),
        eq(contestMentorPupils.pupilId, pupilId),
      ),
    )
    .run();
  if (gone.changes === 0) throw httpError(404, 'Student not found');
}

export function studentList(db: Db, contest: ContestRow, mentorId: number): PupilCard[] {
  requireMentor(db, contest, mentorId);
  const ids = db
    .select({ pupilId: contestMentorPupils.pupilId })
    .from(contestMentorPupils)
    .where(and(eq(contestMentorPupils.contestId, contest.id), eq(contestMentorPupils.mentorId, mentorId)))
    .orderBy(contestMentorPupils.createdAt, contestMentorPupils.id)
    .all()
    .map((r) => r.pupilId);
  return pupilCards(db, contest.id, ids);
}
