// Contest pages, results and participation (spec, second document, sections 4-7): who may register
// and when. Work uploads live in works-service.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cities, regions } from '../../../db/schema/accounts-geo.ts';
import {
  contestNominations,
  contestParticipants,
  contestResults,
  contests,
  contestSegments,
  contestWorks,
} from '../../../db/schema/contests.ts';
import { CONTEST_STATUSES_OPEN_TO_PARTICIPANTS, CONTEST_USER_TYPES } from '../../../sync/rules/contests.ts';
import { one } from '../../../db/store.ts';
import { users } from '../../../db/schema/users.ts';
import { personColumns, visibleName, type NameViewer } from '../../lib/person-name.ts';
import { CONTESTS, toContestCard, type ContestRow } from '../../lib/contest-cards.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { httpError } from '../../lib/http-error.ts';
import { perDb } from '../../lib/per-db.ts';

export async function findContest(db: Db, id: number): Promise<ContestRow> {
  const row = await one(
    db
      .select()
      .from(contests)
      .where(and(eq(contests.id, id), eq(contests.isPublished, true))),
  );
  if (!row) throw httpError(404, 'Contest not found');
  return row;
}

type ParticipantRow = typeof contestParticipants.$inferSelect;
type ParticipantTuple = [number, number, number, 1 | 3, string, number, number, number | null, string];

// Asked by every signed-in contest page: built once per database (per-db.ts), every column a plain integer or text.
const statements = perDb((db) => ({
  participation: db
    .select({
      id: contestParticipants.id,
      contestId: contestParticipants.contestId,
      userId: contestParticipants.userId,
      userType: contestParticipants.userType,
      workOrSchool: contestParticipants.workOrSchool,
      regionId: contestParticipants.regionId,
      cityId: contestParticipants.cityId,
      segmentId: contestParticipants.segmentId,
      createdAt: contestParticipants.createdAt,
    })
    .from(contestParticipants)
    .where(
      and(
        eq(contestParticipants.contestId, sql.placeholder('contest')),
        eq(contestParticipants.userId, sql.placeholder('user')),
      ),
    ),
}));

export async function findParticipation(
  db: Db,
  contestId: number,
  userId: number,
): Promise<ParticipantRow | undefined> {
  const [row] = await db.$raw<ParticipantTuple>(statements(db).participation, { contest: contestId, user: userId });
  if (!row) return undefined;
  const [id, contest, user, userType, workOrSchool, regionId, cityId, segmentId, createdAt] = row;
  return { id, contestId: contest, userId: user, userType, workOrSchool, regionId, cityId, segmentId, createdAt };
}

export async function nominationsOf(db: Db, contestId: number) {
  return db
    .select({ id: contestNominations.id, name: contestNominations.name })
    .from(contestNominations)
    .where(eq(contestNominations.contestId, contestId))
    .orderBy(asc(contestNominations.id));
}

/** The contest page: the card, its text, nominations, segments and the viewer's participation. */
export async function contestDetail(db: Db, id: number, userId: number | undefined) {
  // As a guest sees it, kept; an unknown contest throws, so it is never kept.
  const shown = await keptAnswer(db, CONTESTS, `page:${id}`, async () => {
    const row = await findContest(db, id);
    const segments = await db
      .select({ id: contestSegments.id, name: contestSegments.name })
      .from(contestSegments)
      .where(eq(contestSegments.contestId, id))
      .orderBy(asc(contestSegments.id));
    return {
      ...toContestCard(row, false),
      content: row.content,
      nominations: await nominationsOf(db, id),
      segments,
      participation: null,
    };
  });
  if (userId === undefined) return shown;
  const participation = await findParticipation(db, id, userId);
  return {
    ...shown,
    is_take_part: participation !== undefined,
    participation: participation
      ? {
          user_type: participation.userType,
          work_or_school: participation.workOrSchool,
          region_id: participation.regionId,
          city_id: participation.cityId,
          segment_id: participation.segmentId,
        }
      : null,
  };
}

/**
 * Announced winners, best place first; an unknown contest gives an empty list (spec section 8). A place
 * with a work is named after its author as the viewer may see them; the stored title only names the rest.
 */
export async function contestResultList(db: Db, id: number, viewer: NameViewer) {
  const rows = await db
    .select({
      id: contestResults.id,
      place: contestResults.place,
      title: contestResults.title,
      work_id: contestResults.workId,
      nomination_id: contestResults.nominationId,
      nomination_name: contestNominations.name,
      author: personColumns,
    })
    .from(contestResults)
    .innerJoin(contests, and(eq(contests.id, contestResults.contestId), eq(contests.isPublished, true)))
    .leftJoin(contestNominations, eq(contestNominations.id, contestResults.nominationId))
    .leftJoin(contestWorks, eq(contestWorks.id, contestResults.workId))
    .leftJoin(users, eq(users.id, contestWorks.userId))
    .where(eq(contestResults.contestId, id))
    .orderBy(asc(contestResults.place), asc(contestResults.id));
  return rows.map(({ title, author, ...r }) => ({
    id: r.id,
    place: r.place,
    name: author ? visibleName(viewer, author) : title,
    work_id: r.work_id,
    nomination_id: r.nomination_id,
    nomination_name: r.nomination_name,
  }));
}

export interface ParticipantInput {
  user_type: 1 | 3;
  work_or_school: string;
  region_id: number;
  city_id: number;
  segment_id?: number | null;
}

/** The segment a pupil gave, checked against the contest; mentors have none. */
async function participantSegment(db: Db, contestId: number, input: ParticipantInput): Promise<number | null> {
  if (input.user_type !== CONTEST_USER_TYPES.student) return null;
  if (!input.segment_id) throw httpError(400, 'Segment required');
  const segment = await one(
    db
      .select({ id: contestSegments.id })
      .from(contestSegments)
      .where(and(eq(contestSegments.id, input.segment_id), eq(contestSegments.contestId, contestId))),
  );
  if (!segment) throw httpError(400, 'Unknown segment');
  return segment.id;
}

/**
 * Registers the user in the contest. The insert itself decides 'Already participating' (the
 * unique (contest, user) index), so of two parallel registrations exactly one succeeds.
 */
export async function addParticipant(db: Db, contestId: number, userId: number, input: ParticipantInput) {
  const contest = await findContest(db, contestId);
  if (!CONTEST_STATUSES_OPEN_TO_PARTICIPANTS.includes(contest.statusId))
    throw httpError(409, 'Contest is not accepting participants');
  if (await findParticipation(db, contestId, userId)) throw httpError(409, 'Already participating');
  if (!(await one(db.select({ id: regions.id }).from(regions).where(eq(regions.id, input.region_id)))))
    throw httpError(400, 'Unknown region');
  const city = await one(db.select({ regionId: cities.regionId }).from(cities).where(eq(cities.id, input.city_id)));
  if (!city || city.regionId !== input.region_id) throw httpError(400, 'City is not in the region');
  const segmentId = await participantSegment(db, contestId, input);
  const inserted = await one(
    db
      .insert(contestParticipants)
      .values({
        contestId,
        userId,
        userType: input.user_type,
        workOrSchool: input.work_or_school,
        regionId: input.region_id,
        cityId: input.city_id,
        segmentId,
      })
      .onConflictDoNothing()
      .returning({ id: contestParticipants.id }),
  );
  if (!inserted) throw httpError(409, 'Already participating');
  return { contest_id: contestId, user_type: input.user_type, is_take_part: true };
}
