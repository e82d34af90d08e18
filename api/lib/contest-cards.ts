// The contest card (the spec's Page card with its contest fields: status_id, status_code, is_finish,
// is_take_part, ...), shared by the contest calls, the catalogue and the recommendations.
import { and, asc, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { contestParticipants, contests } from '../../db/schema/contests.ts';
import { CONTEST_STATUS_RESULTS, contestMaxSeconds, contestStatus } from '../../sync/rules/contests.ts';
import { itemHead } from './authoring-fields.ts';
import { keptAnswer } from './kept-answers.ts';
import { viewerRowsAmong } from './viewer-rows.ts';

export type ContestRow = typeof contests.$inferSelect;

/**
 * Contest lists and pages as a guest sees them, kept while the database is unchanged (kept-answers.ts), a minute at
 * most as the guests' kept answers; a signed-in viewer's adds whether they take part.
 */
export const CONTESTS = { name: 'contests', maxEntries: 200, maxAgeMs: 60_000 };

export interface ContestListQuery {
  limit: number;
  offset: number;
  /** 1 running (statuses 1-4), 2 finished (status 5). */
  activeId?: number;
  /** Only contests the viewer takes part in as this user type (1 student, 3 mentor). */
  participateType?: number;
  /** Only these contests (a search's matches); none when empty. */
  ids?: number[];
  /** By start date; running ones first, then newest start, when absent. */
  sort?: 'DATE_DESC' | 'DATE_ASC';
}

function contestOrder(sort: ContestListQuery['sort']) {
  if (sort === 'DATE_DESC') return [desc(contests.startAt), desc(contests.id)];
  if (sort === 'DATE_ASC') return [asc(contests.startAt), asc(contests.id)];
  return [
    sql`${contests.statusId} = ${CONTEST_STATUS_RESULTS}`,
    asc(contests.statusId),
    desc(contests.startAt),
    desc(contests.id),
  ];
}

const takenPartAmong = viewerRowsAmong<[id: number]>((db, ids, viewer) =>
  db
    .select({ id: contestParticipants.contestId })
    .from(contestParticipants)
    .where(and(eq(contestParticipants.userId, viewer), inArray(contestParticipants.contestId, ids))),
);

async function participatingIds(db: Db, userId: number | undefined, contestIds: number[]): Promise<Set<number>> {
  if (userId === undefined) return new Set();
  return new Set((await takenPartAmong(db, userId, contestIds)).map(([id]) => id));
}

export function toContestCard(row: ContestRow, takesPart: boolean) {
  const status = contestStatus(row.statusId);
  return {
    ...itemHead(row),
    title_image: row.titleImage,
    start_at: row.startAt,
    end_at: row.endAt,
    created_at: row.createdAt,
    status: { id: row.statusId, code: status.code, label: status.label },
    status_id: row.statusId,
    status_code: status.code,
    is_finish: row.statusId === CONTEST_STATUS_RESULTS,
    is_take_part: takesPart,
    contest: { kind: row.kind, max_seconds: contestMaxSeconds(row.kind) },
    type: { code: 'contest', label: 'Конкурс' },
    content_type: 'contest',
    href: row.isSpecial ? '/contests/special' : `/contests/${row.id}`,
  };
}
export type ContestCard = ReturnType<typeof toContestCard>;

async function cards(db: Db, rows: ContestRow[], userId: number | undefined): Promise<ContestCard[]> {
  const mine = await participatingIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toContestCard(r, mine.has(r.id)));
}

/** Running contests first (by status, then start), finished ones last; paged. */
export async function listContestCards(
  db: Db,
  q: ContestListQuery,
  userId: number | undefined,
): Promise<{ list: ContestCard[]; total: number }> {
  // The viewer's own contests and a search's matches are not kept.
  if (q.participateType !== undefined || q.ids) return contestList(db, q, userId);
  const key = `list:${q.limit}:${q.offset}:${q.activeId ?? ''}:${q.sort ?? ''}`;
  const shown = await keptAnswer(db, CONTESTS, key, () => contestList(db, q, undefined));
  if (userId === undefined) return shown;
  const mine = await participatingIds(
    db,
    userId,
    shown.list.map((c) => c.id),
  );
  return { list: shown.list.map((c) => ({ ...c, is_take_part: mine.has(c.id) })), total: shown.total };
}

async function contestList(
  db: Db,
  q: ContestListQuery,
  userId: number | undefined,
): Promise<{ list: ContestCard[]; total: number }> {
  if (q.ids?.length === 0) return { list: [], total: 0 };
  const where: (SQL | undefined)[] = [eq(contests.isPublished, true)];
  if (q.ids) where.push(inArray(contests.id, q.ids));
  if (q.activeId === 1) where.push(lt(contests.statusId, CONTEST_STATUS_RESULTS));
  if (q.activeId === 2) where.push(eq(contests.statusId, CONTEST_STATUS_RESULTS));
  if (q.participateType !== undefined) {
    if (userId === undefined) return { list: [], total: 0 };
    where.push(sql`exists (select 1 from ${contestParticipants} where ${contestParticipants.contestId} = ${contests.id}
      and ${contestParticipants.userId} = ${userId} and ${contestParticipants.userType} = ${q.participateType})`);
  }
  const condition = and(...where);
  const rows = await db
    .select()
    .from(contests)
    .where(condition)
    .orderBy(...contestOrder(q.sort))
    .limit(q.limit)
    .offset(q.offset);
  const total = Number(
    (
      await one(
        db
          .select({ n: sql<number>`count(*)` })
          .from(contests)
          .where(condition),
      )
    )?.n ?? 0,
  );
  return { list: await cards(db, rows, userId), total };
}

/** Up to `limit` other contests, running ones first. */
export async function recommendContestCards(
  db: Db,
  id: number | undefined,
  limit: number,
  userId: number | undefined,
): Promise<ContestCard[]> {
  const rows = await db
    .select()
    .from(contests)
    .where(and(eq(contests.isPublished, true), id === undefined ? undefined : ne(contests.id, id)))
    .orderBy(sql`${contests.statusId} = ${CONTEST_STATUS_RESULTS}`, desc(contests.startAt))
    .limit(limit);
  return cards(db, rows, userId);
}
