// The moderation queue: contest works of every contest (common and video contests share
// contest_works), newest first, with how long each has waited and a flag past the promised 48 hours.
// Deciding goes through the contests feature's moderateWork, so its domain event fires as usual.
// Authors are named by the privacy rule for the staff member reading (api/lib/person-name.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import { contests, contestNominations, contestWorks } from '../../../db/schema/contests.ts';
import { uploads } from '../../../db/schema/uploads.ts';
import { workVideo, workVideoColumns } from '../../lib/contest-work-video.ts';
import { users } from '../../../db/schema/users.ts';
import { personColumns, visibleName, type NameViewer } from '../../lib/person-name.ts';

/** The spec's promise to authors; works waiting longer are flagged in the queue. */
const MODERATION_PROMISE_HOURS = 48;
const HOUR_MS = 3_600_000;

export interface QueueQuery {
  status: number;
  contestId?: number;
  limit: number;
  offset: number;
}

export async function listQueue(db: Db, q: QueueQuery, viewer: NameViewer, now = Date.now()) {
  const where = and(
    eq(contestWorks.statusId, q.status),
    q.contestId === undefined ? undefined : eq(contestWorks.contestId, q.contestId),
  );
  const rows = await db
    .select({
      id: contestWorks.id,
      name: contestWorks.name,
      description: contestWorks.description,
      statusId: contestWorks.statusId,
      cancelText: contestWorks.cancelText,
      ...workVideoColumns,
      createdAt: contestWorks.createdAt,
      moderatedAt: contestWorks.moderatedAt,
      contestId: contests.id,
      contestTitle: contests.title,
      contestKind: contests.kind,
      nominationName: contestNominations.name,
      author: personColumns,
    })
    .from(contestWorks)
    .innerJoin(contests, eq(contests.id, contestWorks.contestId))
    .innerJoin(users, eq(users.id, contestWorks.userId))
    .leftJoin(contestNominations, eq(contestNominations.id, contestWorks.nominationId))
    .leftJoin(uploads, eq(uploads.id, contestWorks.fileId))
    .where(where)
    .orderBy(desc(contestWorks.createdAt), desc(contestWorks.id))
    .limit(q.limit)
    .offset(q.offset);
  const total =
    (
      await one(
        db
          .select({ n: sql<number>`count(*)` })
          .from(contestWorks)
          .where(where),
      )
    )?.n ?? 0;
  const list = rows.map((r) => {
    const waitingHours = Math.max(0, Math.floor((now - Date.parse(r.createdAt)) / HOUR_MS));
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      status_id: r.statusId,
      cancel_text: r.cancelText,
      created_at: r.createdAt,
      moderated_at: r.moderatedAt,
      waiting_hours: waitingHours,
      overdue: r.statusId === 1 && waitingHours >= MODERATION_PROMISE_HOURS,
      contest: { id: r.contestId, title: r.contestTitle, kind: r.contestKind },
      nomination_name: r.nominationName,
      user: { id: r.author.id, name: visibleName(viewer, r.author) },
      video: workVideo(r),
    };
  });
  return { list, total };
}
