// Sending a work to the special contest: a pupil (type 1) sends their own; a mentor (type 3) may
// send one for a pupil they gathered (student_id), and the work is then the pupil's. Anyone else
// is refused before a byte of a multipart body is stored.
import type { Db } from '../../../db/client.ts';
import { CONTEST_USER_TYPES, WORK_STATUS } from '../../../sync/rules/contests.ts';
import type { ContestRow } from '../../lib/contest-cards.ts';
import { httpError } from '../../lib/http-error.ts';
import { claimReadyUpload } from '../../lib/uploads/upload-store.ts';
import { checkCanSend, insertWork, type WorkInput } from '../contests/works-service.ts';
import { findParticipation } from './contest-service.ts';
import { isMentorInContest } from './mentor-service.ts';

export interface SpecialWorkInput extends WorkInput {
  contest_id?: number;
  student_id?: number;
}

/** Whose the work will be, after checking the uploader's right; returns the contest's duration limit too. */
export async function checkSpecialSend(db: Db, contest: ContestRow, uploaderId: number, input: SpecialWorkInput) {
  if (input.contest_id !== undefined && input.contest_id !== contest.id) throw httpError(404, 'Contest not found');
  const participation = await findParticipation(db, contest.id, uploaderId);
  if (!participation) throw httpError(403, 'Not a participant');
  let authorId = uploaderId;
  if (input.student_id !== undefined && input.student_id !== uploaderId) {
    if (participation.userType !== CONTEST_USER_TYPES.mentor) throw httpError(403, 'Only mentors upload for pupils');
    if (!(await isMentorInContest(db, contest.id, uploaderId, input.student_id)))
      throw httpError(403, 'Not your student');
    authorId = input.student_id;
  } else if (participation.userType !== CONTEST_USER_TYPES.student) {
    throw httpError(403, 'Mentors upload for their pupils');
  }
  const maxSeconds = await checkCanSend(db, contest.id, authorId, input.nomination_id);
  return { authorId, maxSeconds };
}

/**
 * Attaches the uploader's finished upload to a new work on moderation. One transaction: the rights
 * and 'one open work' checks, the upload's claim and the insert, so parallel sends make one work.
 */
export async function sendSpecialWork(
  db: Db,
  contest: ContestRow,
  uploaderId: number,
  input: SpecialWorkInput,
  uploadId: string,
) {
  return db.transaction(async (tx) => {
    const { authorId, maxSeconds } = await checkSpecialSend(tx, contest, uploaderId, input);
    const upload = await claimReadyUpload(tx, uploaderId, uploadId, maxSeconds);
    const id = await insertWork(tx, { contestId: contest.id, userId: authorId, input, upload });
    return { id, status_id: WORK_STATUS.moderation, user_id: authorId };
  });
}
