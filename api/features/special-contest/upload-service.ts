// Sending a work to the special contest: a pupil (type 1) sends their own; a mentor (type 3) may
// send one for a pupil they gathered (student_id), and the work is then the pupil's. Anyone else
// is refused before a byte of a multipart body is stored.
import type { Db } from '../../../db/client.ts';
import { contestWorks } from '../../../db/schema/contests.ts';
import { CONTEST_USER_TYPES, WORK_STATUS } from '../../../sync/rules/contests.ts';
import type { ContestRow } from '../../lib/contest-cards.ts';
import { httpError } from '../../lib/http-error.ts';
import { claimReadyUpload } from '../../lib/uploads/upload-store.ts';
import { checkCanSend, type WorkInput } from '../contests/works-service.ts';
import { findParticipation } from './contest-service.ts';
import { isMentorInContest } from './mentor-service.ts';

export interface SpecialWorkInput extends WorkInput {
  contest_id?: number;
  student_id?: number;
}

/** Whose the work will be, after checking the uploader's right; returns the contest's duration limit too. */
export function checkSpecialSend(db: Db, contest: ContestRow, uploaderId: number, input: SpecialWorkInput) {
  if (input.contest_id !== undefined && input.contest_id !== contest.id) throw httpError(404, 'Contest not found');
  const participation = findParticipation(db, contest.id, uploaderId);
  if (!participation) throw httpError(403, 'Not a participant');
  let authorId = uploaderId;
  if (input.student_id !== undefined && input.student_id !== uploaderId) {
    if (participation.userType !== CONTEST_USER_TYPES.mentor) throw httpError(403, 'Only mentors upload for pupils');
    if (!isMentorInContest(db, contest.id, uploaderId, input.student_id)) throw httpError(403, 'Not your student');
    authorId = input.student_id;
  } else if (participation.userType !== CONTEST_USER_TYPES.student) {
    throw httpError(403, 'Mentors upload for their pupils');
  }
  const maxSeconds = checkCanSend(db, contest.id, authorId, input.nomination_id);
  return { authorId, maxSeconds };
}

/** Attaches the uploader's finished upload to a new work on moderation, in one transaction. */
export function sendSpecialWork(
  db: Db,
  contest: ContestRow,
  uploaderId: number,
  input: SpecialWorkInput,
  uploadId: string,
) {
  return db.transaction((tx) => {
    const { authorId, maxSeconds } = checkSpecialSend(tx, contest, uploaderId, input);
    const upload = claimReadyUpload(tx, uploaderId, uploadId, maxSeconds);
    const row = tx
      .insert(contestWorks)
      .values({
        contestId: contest.id,
        userId: authorId,
        nominationId: input.nomination_id,
        name: input.name,
        description: input.description,
        fileId: upload.id,
        mimeType: upload.mimeType,
        seconds: upload.seconds,
        statusId: WORK_STATUS.moderation,
      })
      .returning({ id: contestWorks.id })
      .get();
    return { id: row.id, status_id: WORK_STATUS.moderation, user_id: authorId };
  });
}
