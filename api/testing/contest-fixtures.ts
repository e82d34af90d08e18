// Demo contests for the API tests of works, posters and contest notices: the common demo contest with its
// first nomination, and a pupil taking part the way the site's form sends it.
import { eq } from 'drizzle-orm';
import { cities } from '../../db/schema/accounts-geo.ts';
import { contestNominations, contests, contestSegments } from '../../db/schema/contests.ts';
import { one, type Db } from '../../db/store.ts';
import type { TestApp } from './test-app.ts';

/** The demo's running common contest «Изобретатели будущего» and its first nomination. */
export async function commonContest(db: Db) {
  const contest = (await one(db.select().from(contests).where(eq(contests.slug, 'izobretateli-budushchego'))))!;
  const nomination = (await one(
    db.select().from(contestNominations).where(eq(contestNominations.contestId, contest.id)),
  ))!;
  return { contest, nomination };
}

/** Makes `token`'s user a pupil taking part in contest `contestId` (its first segment, the first town). */
export async function joinAsPupil(t: TestApp, token: string, contestId: number): Promise<void> {
  const db = t.deps.db;
  const city = (await one(db.select().from(cities).limit(1)))!;
  const segment = (await one(db.select().from(contestSegments).where(eq(contestSegments.contestId, contestId))))!;
  const res = await t.call('PUT', `/api/contest/${contestId}/add_participant`, {
    token,
    body: {
      user_type: 1,
      work_or_school: 'Школа № 1',
      region_id: city.regionId,
      city_id: city.id,
      segment_id: segment.id,
    },
  });
  if (res.status !== 200) throw new Error(`add_participant: ${res.status} ${await res.text()}`);
}
