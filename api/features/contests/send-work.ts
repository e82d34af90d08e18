// Sending a work to any contest, by every entrance (/contest/{id}/add_proposal, /contest-video/upload-video,
// /contest-learn-known/upload-video, the sync handlers): who the author is, the contests' rules, the
// upload's claim and the insert. Where the contest has mentors (options.mentors), a pupil (type 1)
// sends their own work and a mentor (type 3) only one for a pupil they gathered (student_id).
import type { Db } from '../../../db/client.ts';
import { CONTEST_USER_TYPES, WORK_STATUS } from '../../../sync/rules/contests.ts';
import type { ContestRow } from '../../lib/contest-cards.ts';
import { httpError } from '../../lib/http-error.ts';
import { claimReadyUpload } from '../../lib/uploads/upload-store.ts';
import { findContest, findParticipation } from './service.ts';
import { isMentorInContest } from './mentor-service.ts';
import { checkCanSend, insertWork, type WorkInput } from './works-service.ts';

export interface SendInput extends WorkInput {
  /** A mentor sending for their pupil (contests with mentors only). */
  student_id?: number;
}

/** The work's author where mentors send for pupils; refused before a byte of a multipart body is stored. */
async function mentorsRuleAuthor(db: Db, contest: ContestRow, uploaderId: number, studentId: number | undefined) {
  const participation = await findParticipation(db, contest.id, uploaderId);
  if (!participation) throw httpError(403, 'Not a participant');
  if (studentId === undefined || studentId === uploaderId) {
    if (participation.userType !== CONTEST_USER_TYPES.student) throw httpError(403, 'Mentors upload for their pupils');
    return uploaderId;
  }
  if (participation.userType !== CONTEST_USER_TYPES.mentor) throw httpError(403, 'Only mentors upload for pupils');
  if (!(await isMentorInContest(db, contest.id, uploaderId, studentId))) throw httpError(403, 'Not your student');
  return studentId;
}

/** Whose the work will be, after checking the uploader's right; with the contest's duration limit. */
export async function checkSend(db: Db, contest: ContestRow, uploaderId: number, input: SendInput) {
  let authorId = uploaderId;
  if (contest.options.mentors) authorId = await mentorsRuleAuthor(db, contest, uploaderId, input.student_id);
  else if (input.student_id !== undefined && input.student_id !== uploaderId)
    throw httpError(403, 'Only mentors upload for pupils');
  const maxSeconds = await checkCanSend(db, contest.id, authorId, input.nomination_id);
  return { authorId, maxSeconds };
}

/**
 * Attaches the uploader's finished upload to a new work on moderation. One transaction: the rights
 * and 'one open work' checks, the upload's claim and the insert, so parallel sends make one work.
 */
export async function sendWork(db: Db, contestId: number, uploaderId: number, input: SendInput, uploadId: string) {
  return db.transaction(async (tx) => {
    const contest = await findContest(tx, contestId);
    const { authorId, maxSeconds } = await checkSend(tx, contest, uploaderId, input);
    const upload = await claimReadyUpload(tx, uploaderId, uploadId, maxSeconds);
    const id = await insertWork(tx, { contestId, userId: authorId, input, upload });
    return { id, status_id: WORK_STATUS.moderation, user_id: authorId };
  });
}
