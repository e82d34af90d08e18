// Contest works (spec: Contest work, work statuses, work upload flow): sending a work from a finished
// upload, listing and moderating. A work starts on moderation (1); staff accept (3) or reject (2).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contestNominations, contestWorks } from '../../../db/schema/contests.ts';
import { uploads } from '../../../db/schema/uploads.ts';
import { users } from '../../../db/schema/users.ts';
import { CONTEST_STATUS_COLLECTING, contestMaxSeconds, WORK_STATUS } from '../../../sync/rules/contests.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import './events.ts';
import { claimReadyUpload } from '../../lib/uploads/upload-store.ts';
import { findContest, findParticipation } from './service.ts';

export interface WorkInput {
  name: string;
  description: string;
  nomination_id: number;
}
export const STAFF = ['admin', 'moderator'];

/** Checks everything but the file; returns the contest's duration limit. */
export function checkCanSend(db: Db, contestId: number, userId: number, nominationId: number): number {
  const contest = findContest(db, contestId);
  if (contest.statusId !== CONTEST_STATUS_COLLECTING) throw httpError(409, 'Contest is not collecting works');
  if (!findParticipation(db, contestId, userId)) throw httpError(403, 'Not a participant');
  const nomination = db
    .select({ id: contestNominations.id })
    .from(contestNominations)
    .where(and(eq(contestNominations.id, nominationId), eq(contestNominations.contestId, contestId)))
    .get();
  if (!nomination) throw httpError(400, 'Unknown nomination');
  const open = db
    .select({ id: contestWorks.id })
    .from(contestWorks)
    .where(
      and(
        eq(contestWorks.contestId, contestId),
        eq(contestWorks.userId, userId),
        inArray(contestWorks.statusId, [WORK_STATUS.moderation, WORK_STATUS.accepted]),
      ),
    )
    .get();
  if (open) throw httpError(409, 'Work already sent');
  return contestMaxSeconds(contest.kind);
}

/** Attaches the user's finished upload to a new work on moderation, in one transaction. */
export function sendWork(db: Db, contestId: number, userId: number, input: WorkInput, uploadId: string) {
  return db.transaction((tx) => {
    const maxSeconds = checkCanSend(tx, contestId, userId, input.nomination_id);
    const upload = claimReadyUpload(tx, userId, uploadId, maxSeconds);
    const row = tx
      .insert(contestWorks)
      .values({
        contestId,
        userId,
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
    return { id: row.id, status_id: WORK_STATUS.moderation };
  });
}

const workColumns = {
  id: contestWorks.id,
  contestId: contestWorks.contestId,
  userId: contestWorks.userId,
  name: contestWorks.name,
  description: contestWorks.description,
  nominationId: contestWorks.nominationId,
  nominationName: contestNominations.name,
  statusId: contestWorks.statusId,
  cancelText: contestWorks.cancelText,
  fileId: contestWorks.fileId,
  videoUrl: contestWorks.videoUrl,
  posterUrl: contestWorks.posterUrl,
  uploadPoster: uploads.poster,
  mimeType: contestWorks.mimeType,
  seconds: contestWorks.seconds,
  createdAt: contestWorks.createdAt,
  userName: users.name,
  userLastName: users.lastName,
  userAvatar: users.avatar,
};
/** A work's row: its own columns as the table declares them; the nomination's and author's nullable (left joins). */
type WorkRow = NonNullable<ReturnType<ReturnType<typeof selectWorks>['get']>>;

/** The wire shape; the rejection reason only for the author and staff. */
export function toWork(r: WorkRow, viewerId: number | undefined, staff = false) {
  const own = viewerId !== undefined && viewerId === r.userId;
  return {
    id: r.id,
    contest_id: r.contestId,
    name: r.name,
    description: r.description,
    nomination_id: r.nominationId,
    nomination_name: r.nominationName,
    status_id: r.statusId,
    cancel_text: own || staff ? r.cancelText : null,
    created_at: r.createdAt,
    user: { id: r.userId, name: [r.userName, r.userLastName].filter(Boolean).join(' '), avatar: r.userAvatar },
    video: r.fileId
      ? {
          url: `/api/contest-video/file/${r.id}`,
          type: r.mimeType,
          seconds: r.seconds,
          poster: r.uploadPoster ? `/api/contest-video/poster/${r.id}` : null,
        }
      : r.videoUrl
        ? { url: r.videoUrl, type: r.mimeType, seconds: r.seconds, poster: r.posterUrl }
        : null,
  };
}

function selectWorks(db: Db) {
  return db
    .select(workColumns)
    .from(contestWorks)
    .leftJoin(contestNominations, eq(contestNominations.id, contestWorks.nominationId))
    .leftJoin(users, eq(users.id, contestWorks.userId))
    .leftJoin(uploads, eq(uploads.id, contestWorks.fileId));
}

export function findWork(db: Db, id: number): WorkRow | undefined {
  return selectWorks(db).where(eq(contestWorks.id, id)).get();
}

/** A work visible to the viewer: published, their own, or any for staff. */
export function visibleWork(db: Db, id: number, viewer: { id: number; roles: string[] } | null): WorkRow {
  const row = findWork(db, id);
  const staff = viewer?.roles.some((r) => STAFF.includes(r)) ?? false;
  if (!row || !(row.statusId === WORK_STATUS.accepted || row.userId === viewer?.id || staff))
    throw httpError(404, 'Work not found');
  return row;
}

export function worksOfUser(db: Db, userId: number, publishedOnly: boolean, contestId?: number): WorkRow[] {
  return selectWorks(db)
    .where(
      and(
        eq(contestWorks.userId, userId),
        publishedOnly ? eq(contestWorks.statusId, WORK_STATUS.accepted) : undefined,
        contestId === undefined ? undefined : eq(contestWorks.contestId, contestId),
      ),
    )
    .orderBy(desc(contestWorks.createdAt), desc(contestWorks.id))
    .all();
}

export function publishedWorks(db: Db, contestId: number, q: { limit: number; offset: number; nominationId?: number }) {
  const where = and(
    eq(contestWorks.contestId, contestId),
    eq(contestWorks.statusId, WORK_STATUS.accepted),
    q.nominationId === undefined ? undefined : eq(contestWorks.nominationId, q.nominationId),
  );
  const list = selectWorks(db)
    .where(where)
    .orderBy(desc(contestWorks.createdAt), desc(contestWorks.id))
    .limit(q.limit)
    .offset(q.offset)
    .all();
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(contestWorks)
      .where(where)
      .get()?.n ?? 0;
  return { list, total };
}

/**
 * Accepts (3) or rejects (2, with a reason) a work, records it in the staff audit log in the same
 * transaction and, after the commit, emits 'contest.work_moderated'. Only a work on moderation or
 * already decided may be decided (again); the result replaces the previous one.
 */
export function moderateWork(
  db: Db,
  id: number,
  statusId: 2 | 3,
  cancelText: string | undefined,
  moderatorId: number,
): { id: number; status_id: 2 | 3 } {
  const before = findWork(db, id);
  if (!before) throw httpError(404, 'Work not found');
  if (statusId === WORK_STATUS.rejected && !cancelText) throw httpError(400, 'cancel_text required');
  const after = { status_id: statusId, cancel_text: statusId === WORK_STATUS.rejected ? (cancelText ?? null) : null };
  db.transaction((tx) => {
    tx.update(contestWorks)
      .set({ statusId, cancelText: after.cancel_text, moderatedAt: new Date().toISOString() })
      .where(eq(contestWorks.id, id))
      .run();
    recordStaffAction(tx, {
      staffId: moderatorId,
      action: 'work.moderate',
      target: { type: 'contest_work', id },
      before: { status_id: before.statusId, cancel_text: before.cancelText },
      after,
    });
  });
  emitDomainEvent(db, 'contest.work_moderated', {
    workId: id,
    contestId: before.contestId!,
    authorId: before.userId!,
    statusId,
    cancelText: after.cancel_text,
    moderatorId,
  });
  return { id, status_id: statusId };
}
