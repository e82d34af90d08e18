// Contest works (spec: Contest work, work statuses, work upload flow): sending a work from a finished
// upload, listing and moderating. A work starts on moderation (1); staff accept (3) or reject (2).
import { visibleName, type NameViewer } from '../../lib/person-name.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contestNominations, contestWorks } from '../../../db/schema/contests.ts';
import { uploads } from '../../../db/schema/uploads.ts';
import { users } from '../../../db/schema/users.ts';
import { one } from '../../../db/store.ts';
import { CONTEST_STATUS_COLLECTING, contestMaxSeconds, WORK_STATUS } from '../../../sync/rules/contests.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import './events.ts';
import type { UploadRow } from '../../lib/uploads/upload-store.ts';
import { workVideo, workVideoColumns } from '../../lib/contest-work-video.ts';
import { findContest, findParticipation } from './service.ts';
import { takeUserTurn } from '../../lib/change-version.ts';

export interface WorkInput {
  name: string;
  description: string;
  nomination_id: number;
}
export const STAFF = ['admin', 'moderator'];

/** Checks everything but the file; returns the contest's duration limit. */
export async function checkCanSend(db: Db, contestId: number, userId: number, nominationId: number): Promise<number> {
  const contest = await findContest(db, contestId);
  if (contest.statusId !== CONTEST_STATUS_COLLECTING) throw httpError(409, 'Contest is not collecting works');
  if (!(await findParticipation(db, contestId, userId))) throw httpError(403, 'Not a participant');
  const nomination = await one(
    db
      .select({ id: contestNominations.id })
      .from(contestNominations)
      .where(and(eq(contestNominations.id, nominationId), eq(contestNominations.contestId, contestId))),
  );
  if (!nomination) throw httpError(400, 'Unknown nomination');
  const open = await one(
    db
      .select({ id: contestWorks.id })
      .from(contestWorks)
      .where(
        and(
          eq(contestWorks.contestId, contestId),
          eq(contestWorks.userId, userId),
          inArray(contestWorks.statusId, [WORK_STATUS.moderation, WORK_STATUS.accepted]),
        ),
      ),
  );
  if (open) throw httpError(409, 'Work already sent');
  return contestMaxSeconds(contest.kind);
}

/** A new work on moderation from a claimed upload; its id. Call it in the transaction that checked. */
export async function insertWork(
  db: Db,
  w: { contestId: number; userId: number; input: WorkInput; upload: UploadRow },
): Promise<number> {
  // Two sends of one author at once must not both pass the 'one open work' check.
  await takeUserTurn(db, w.userId);
  const row = await one(
    db
      .insert(contestWorks)
      .values({
        contestId: w.contestId,
        userId: w.userId,
        nominationId: w.input.nomination_id,
        name: w.input.name,
        description: w.input.description,
        fileId: w.upload.id,
        mimeType: w.upload.mimeType,
        seconds: w.upload.seconds,
        statusId: WORK_STATUS.moderation,
      })
      .returning({ id: contestWorks.id }),
  );
  if (!row) throw new Error('contest_works did not return an id');
  return row.id;
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
  ...workVideoColumns,
  createdAt: contestWorks.createdAt,
  userName: users.name,
  userLastName: users.lastName,
  userTypeId: users.typeId,
  userAvatar: users.avatar,
};
/** A work's row: its own columns as the table declares them; the nomination's and author's nullable (left joins). */
export type WorkRow = Awaited<ReturnType<typeof selectWorks>>[number];

/** The wire shape; the rejection reason only for the author and staff. */
export function toWork(r: WorkRow, viewer: NameViewer, staff = false) {
  const own = viewer.id !== null && viewer.id === r.userId;
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
    user: {
      id: r.userId,
      name: visibleName(viewer, { id: r.userId, name: r.userName, lastName: r.userLastName, typeId: r.userTypeId }),
      avatar: r.userAvatar,
    },
    video: workVideo(r),
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

export async function findWork(db: Db, id: number): Promise<WorkRow | undefined> {
  return one(selectWorks(db).where(eq(contestWorks.id, id)));
}

/** A work visible to the viewer: published, their own, or any for staff. */
export async function visibleWork(
  db: Db,
  id: number,
  viewer: { id: number; roles: string[] } | null,
): Promise<WorkRow> {
  const row = await findWork(db, id);
  const staff = viewer?.roles.some((r) => STAFF.includes(r)) ?? false;
  if (!row || !(row.statusId === WORK_STATUS.accepted || row.userId === viewer?.id || staff))
    throw httpError(404, 'Work not found');
  return row;
}

export async function worksOfUser(
  db: Db,
  userId: number,
  publishedOnly: boolean,
  contestId?: number,
): Promise<WorkRow[]> {
  return selectWorks(db)
    .where(
      and(
        eq(contestWorks.userId, userId),
        publishedOnly ? eq(contestWorks.statusId, WORK_STATUS.accepted) : undefined,
        contestId === undefined ? undefined : eq(contestWorks.contestId, contestId),
      ),
    )
    .orderBy(desc(contestWorks.createdAt), desc(contestWorks.id));
}

export async function publishedWorks(
  db: Db,
  contestId: number,
  q: { limit: number; offset: number; nominationId?: number },
) {
  const where = and(
    eq(contestWorks.contestId, contestId),
    eq(contestWorks.statusId, WORK_STATUS.accepted),
    q.nominationId === undefined ? undefined : eq(contestWorks.nominationId, q.nominationId),
  );
  const list = await selectWorks(db)
    .where(where)
    .orderBy(desc(contestWorks.createdAt), desc(contestWorks.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await one(
    db
      .select({ n: sql<number>`count(*)` })
      .from(contestWorks)
      .where(where),
  );
  return { list, total: Number(total?.n ?? 0) };
}

/**
 * Accepts (3) or rejects (2, with a reason) a work, records it in the staff audit log in the same
 * transaction and, after the commit, emits 'contest.work_moderated'. Only a work on moderation or
 * already decided may be decided (again); the result replaces the previous one. The audit's 'before'
 * is read in that transaction, so two moderators deciding at once each log the state they replaced.
 * Nobody moderates their own work (403).
 */
export async function moderateWork(
  db: Db,
  id: number,
  statusId: 2 | 3,
  cancelText: string | undefined,
  moderatorId: number,
): Promise<{ id: number; status_id: 2 | 3 }> {
  const after = { status_id: statusId, cancel_text: statusId === WORK_STATUS.rejected ? (cancelText ?? null) : null };
  await db.transaction(async (tx) => {
    const row = await findWork(tx, id);
    if (!row) throw httpError(404, 'Work not found');
    if (row.userId === moderatorId) throw httpError(403, 'You cannot moderate your own work');
    if (statusId === WORK_STATUS.rejected && !cancelText) throw httpError(400, 'cancel_text required');
    await tx
      .update(contestWorks)
      .set({ statusId, cancelText: after.cancel_text, moderatedAt: new Date().toISOString() })
      .where(eq(contestWorks.id, id));
    await recordStaffAction(tx, {
      staffId: moderatorId,
      action: 'work.moderate',
      target: { type: 'contest_work', id },
      before: { status_id: row.statusId, cancel_text: row.cancelText },
      after,
    });
    // In the write's transaction: the event's outbox row commits with the verdict (domain-events.ts).
    await emitDomainEvent(tx, 'contest.work_moderated', {
      workId: id,
      contestId: row.contestId!,
      authorId: row.userId!,
      statusId,
      cancelText: after.cancel_text,
      moderatorId,
    });
  });
  return { id, status_id: statusId };
}
