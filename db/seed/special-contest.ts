// The demo special video contest (SEED_DEMO only): segments, the five topic nominations, 22 pupils
// with 20 published works (small real videos in web/public/media/contest-videos), one on moderation
// and one rejected, Вера as a mentor with three pupils, Алиса as a pupil with the join key
// KVANT726 (for adding her by code), votes and the jury's winners. Inserted once, by slug.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { one } from '../store.ts';
import {
  contestJoinKeys,
  contestMentorPupils,
  contestNominations,
  contestParticipants,
  contestResults,
  contests,
  contestSegments,
  contestWorks,
  contestWorkVotes,
  SPECIAL_CONTEST_OPTIONS,
} from '../schema/contests.ts';
import { users } from '../schema/users.ts';
import { cities } from '../schema/accounts-geo.ts';
import { ALICE_JOIN_KEY, AUTHORS, JURY, MENTOR_PUPILS, SPECIAL_SLUG, TOPICS, WORKS } from './special-contest-data.ts';
import { artPath } from './art.ts';
import { firstRow } from './first-row.ts';

const [ALICE, BORIS, VERA] = [1, 2, 3];
const SEGMENTS = ['Ученики 5–7 классов', 'Ученики 8–9 классов', 'Ученики 10–11 классов'];
const DAY = 24 * 3600 * 1000;

type Place = { regionId: number; cityId: number };

async function insertContest(db: Db): Promise<number> {
  const row = db
    .insert(contests)
    .values({
      slug: SPECIAL_SLUG,
      title: 'Наука за три минуты',
      description: 'Сними видео до 3 минут о научном явлении, собери голоса зрителей и получи приз от жюри.',
      content:
        '<p>Главный видеоконкурс сайта для школьников 5–11 классов. Выбери тему, сними видео до трёх минут и расскажи о ' +
        'науке так, чтобы было понятно и интересно. Наставник может собрать своих учеников по коду участника и следить за ' +
        'их работами. Все опубликованные работы смотрят и оценивают зрители, победителей определяет жюри.</p>',
      preview: artPath('contest', SPECIAL_SLUG),
      titleImage: '/media/previews/space.webp',
      statusId: 3,
      kind: 'video',
      isSpecial: true,
      options: SPECIAL_CONTEST_OPTIONS,
      startAt: '2026-10-15T09:00:00.000Z',
      endAt: '2027-02-28T20:59:00.000Z',
    })
    .returning({ id: contests.id });
  return (await firstRow(row, 'special contest')).id;
}

/** The pupils who made the works (found by login, or created), each a participant in a segment. */
async function seedAuthors(db: Db, contestId: number, place: Place, segmentIds: number[]): Promise<number[]> {
  const authorIds: number[] = [];
  for (const [i, [name, lastName, school]] of AUTHORS.entries()) {
    const login = `special-pupil-${String(i + 1).padStart(2, '0')}@example.org`;
    const found = await one(db.select({ id: users.id }).from(users).where(eq(users.login, login)));
    const id =
      found?.id ??
      (await firstRow(db.insert(users).values({ login, name, lastName, typeId: 1 }).returning({ id: users.id }), login))
        .id;
    await db
      .insert(contestParticipants)
      .values({ contestId, userId: id, userType: 1, workOrSchool: school, ...place, segmentId: segmentIds[i % 3] });
    authorIds.push(id);
  }
  return authorIds;
}

async function seedWorks(db: Db, contestId: number, authorIds: number[], nominationIds: number[]): Promise<number[]> {
  const start = Date.parse('2026-11-02T10:00:00.000Z');
  const workIds: number[] = [];
  for (const [i, w] of WORKS.entries()) {
    const at = new Date(start + i * DAY * 0.9).toISOString();
    const work = db
      .insert(contestWorks)
      .values({
        contestId,
        userId: authorIds[w.author]!,
        nominationId: nominationIds[w.topic],
        name: w.name,
        description: w.description,
        videoUrl: `/media/contest-videos/work-${(i % 5) + 1}.mp4`,
        posterUrl: `/media/contest-videos/work-${(i % 5) + 1}.webp`,
        mimeType: 'video/mp4',
        seconds: 4,
        statusId: w.status,
        cancelText: w.cancelText ?? null,
        createdAt: at,
        moderatedAt: w.status === 1 ? null : at,
      })
      .returning({ id: contestWorks.id });
    workIds.push((await firstRow(work, 'contest work')).id);
  }
  return workIds;
}

/** Votes: every pupil and Борис rate a handful of other published works, deterministically. */
async function seedVotes(db: Db, authorIds: number[], workIds: number[]): Promise<void> {
  const voters = [...authorIds, BORIS];
  for (const [wi, w] of WORKS.entries()) {
    if (w.status !== 3) continue;
    for (const [vi, userId] of voters.entries()) {
      if (userId === authorIds[w.author] || (wi * 7 + vi * 3) % 4 === 0) continue;
      const p = (k: number) => 1 + ((wi * 5 + vi * k + k) % 5);
      await db.insert(contestWorkVotes).values({
        workId: workIds[wi]!,
        userId,
        clarity: Math.max(p(3), 3),
        fascination: p(2),
        scientific: Math.max(p(7), 2),
      });
    }
  }
}

async function insertEach(db: Db, names: string[], insert: (name: string) => Promise<number>): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) ids.push(await insert(name));
  return ids;
}

export async function seedSpecialContest(db: Db): Promise<number> {
  if (await one(db.select({ id: contests.id }).from(contests).where(eq(contests.slug, SPECIAL_SLUG)))) return 0;
  const city = await one(db.select({ id: cities.id, regionId: cities.regionId }).from(cities).orderBy(cities.id));
  if (!city) return 0;
  const place = { regionId: city.regionId, cityId: city.id };
  const contestId = await insertContest(db);
  const segmentIds = await insertEach(db, SEGMENTS, async (name) => {
    const row = db.insert(contestSegments).values({ contestId, name }).returning({ id: contestSegments.id });
    return (await firstRow(row, 'segment')).id;
  });
  const nominationIds = await insertEach(db, TOPICS, async (name) => {
    const row = db.insert(contestNominations).values({ contestId, name }).returning({ id: contestNominations.id });
    return (await firstRow(row, 'nomination')).id;
  });
  const authorIds = await seedAuthors(db, contestId, place, segmentIds);
  await db.insert(contestParticipants).values([
    { contestId, userId: VERA, userType: 3, workOrSchool: 'Школа № 57, Москва', ...place },
    { contestId, userId: ALICE, userType: 1, workOrSchool: 'Гимназия № 1', ...place, segmentId: segmentIds[1] },
  ]);
  await db.insert(contestJoinKeys).values({ contestId, userId: ALICE, joinKey: ALICE_JOIN_KEY });
  for (const pupil of MENTOR_PUPILS)
    await db.insert(contestMentorPupils).values({ contestId, mentorId: VERA, pupilId: authorIds[pupil]! });
  const workIds = await seedWorks(db, contestId, authorIds, nominationIds);
  await seedVotes(db, authorIds, workIds);
  for (const [i, work] of JURY.entries()) {
    const author = AUTHORS[WORKS[work]!.author]!;
    await db.insert(contestResults).values({
      contestId,
      place: i + 1,
      // The first name only: readers get the author's name by the privacy rule (api/lib/person-name.ts).
      title: author[0],
      workId: workIds[work]!,
      nominationId: nominationIds[WORKS[work]!.topic],
    });
  }
  return 1;
}
