// The demo special video contest (SEED_DEMO only): segments, the five topic nominations, 22 pupils
// with 20 published works (small real videos in web/public/media/contest-videos), one on moderation
// and one rejected, Вера as a mentor with three pupils, Алиса as a pupil with the join key
// KVANT726 (for adding her by code), votes and the jury's winners. Inserted once, by slug.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  contestNominations,
  contestParticipants,
  contestResults,
  contests,
  contestSegments,
  contestWorks,
} from '../schema/contests.ts';
import { contestJoinKeys, contestMentorPupils, contestWorkVotes } from '../schema/special-contest.ts';
import { users } from '../schema/users.ts';
import { cities } from '../schema/accounts-geo.ts';
import { ALICE_JOIN_KEY, AUTHORS, JURY, MENTOR_PUPILS, SPECIAL_SLUG, TOPICS, WORKS } from './special-contest-data.ts';
import { artPath } from './art.ts';

const [ALICE, BORIS, VERA] = [1, 2, 3];
const SEGMENTS = ['Ученики 5–7 классов', 'Ученики 8–9 классов', 'Ученики 10–11 классов'];
const DAY = 24 * 3600 * 1000;

export function seedSpecialContest(db: Db): number {
  if (db.select({ id: contests.id }).from(contests).where(eq(contests.slug, SPECIAL_SLUG)).get()) return 0;
  const city = db.select({ id: cities.id, regionId: cities.regionId }).from(cities).orderBy(cities.id).get();
  if (!city) return 0;
  const place = { regionId: city.regionId, cityId: city.id };
  const { id: contestId } = db
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
      startAt: '2026-10-15T09:00:00.000Z',
      endAt: '2027-02-28T20:59:00.000Z',
    })
    .returning({ id: contests.id })
    .get();
  const segmentIds = SEGMENTS.map(
    (name) => db.insert(contestSegments).values({ contestId, name }).returning({ id: contestSegments.id }).get().id,
  );
  const nominationIds = TOPICS.map(
    (name) =>
      db.insert(contestNominations).values({ contestId, name }).returning({ id: contestNominations.id }).get().id,
  );
  const authorIds = AUTHORS.map(([name, lastName, school], i) => {
    const login = `special-pupil-${String(i + 1).padStart(2, '0')}@example.org`;
    const found = db.select({ id: users.id }).from(users).where(eq(users.login, login)).get();
    const id =
      found?.id ?? db.insert(users).values({ login, name, lastName, typeId: 1 }).returning({ id: users.id }).get().id;
    db.insert(contestParticipants)
      .values({ contestId, userId: id, userType: 1, workOrSchool: school, ...place, segmentId: segmentIds[i % 3] })
      .run();
    return id;
  });
  db.insert(contestParticipants)
    .values([
      { contestId, userId: VERA, userType: 3, workOrSchool: 'Школа № 57, Москва', ...place },
      { contestId, userId: ALICE, userType: 1, workOrSchool: 'Гимназия № 1', ...place, segmentId: segmentIds[1] },
    ])
    .run();
  db.insert(contestJoinKeys).values({ contestId, userId: ALICE, joinKey: ALICE_JOIN_KEY }).run();
  for (const pupil of MENTOR_PUPILS)
    db.insert(contestMentorPupils).values({ contestId, mentorId: VERA, pupilId: authorIds[pupil]! }).run();
  const start = Date.parse('2026-11-02T10:00:00.000Z');
  const workIds = WORKS.map((w, i) => {
    const at = new Date(start + i * DAY * 0.9).toISOString();
    return db
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
      .returning({ id: contestWorks.id })
      .get().id;
  });
  // Votes: every pupil and Борис rate a handful of other published works, deterministically.
  const voters = [...authorIds, BORIS];
  WORKS.forEach((w, wi) => {
    if (w.status !== 3) return;
    voters.forEach((userId, vi) => {
      if (userId === authorIds[w.author] || (wi * 7 + vi * 3) % 4 === 0) return;
      const p = (k: number) => 1 + ((wi * 5 + vi * k + k) % 5);
      db.insert(contestWorkVotes)
        .values({
          workId: workIds[wi]!,
          userId,
          clarity: Math.max(p(3), 3),
          fascination: p(2),
          scientific: Math.max(p(7), 2),
        })
        .run();
    });
  });
  JURY.forEach((work, i) =>
    db
      .insert(contestResults)
      .values({
        contestId,
        place: i + 1,
        title: `${AUTHORS[WORKS[work]!.author]![0]} ${AUTHORS[WORKS[work]!.author]![1]}`,
        workId: workIds[work]!,
        nominationId: nominationIds[WORKS[work]!.topic],
      })
      .run(),
  );
  return 1;
}
