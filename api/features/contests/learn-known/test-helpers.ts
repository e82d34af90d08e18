// Test helpers for the special contest's API tests: pupils and mentors who take part, staff, and
// sending a work as a multipart body. Only imported by *.test.ts files.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cities } from '../../../../db/schema/accounts-geo.ts';
import { contestNominations, contests, contestSegments } from '../../../../db/schema/contests.ts';
import { userRoles } from '../../../../db/schema/users.ts';
import { one } from '../../../../db/store.ts';
import type { TestApp } from '../../../testing/test-app.ts';

export async function specialFixtures(t: TestApp) {
  const db = t.deps.db;
  const contest = (await one(db.select().from(contests).where(eq(contests.isSpecial, true))))!;
  const city = (await one(db.select().from(cities).limit(1)))!;
  const segment = (await one(db.select().from(contestSegments).where(eq(contestSegments.contestId, contest.id))))!.id;
  const nominations = (
    await db.select().from(contestNominations).where(eq(contestNominations.contestId, contest.id))
  ).map((n) => n.id);
  const base = '/api/contest-learn-known';

  /** A call under `base`, answering the status and the parsed JSON body. */
  async function call(method: string, path: string, token?: string, body?: unknown) {
    const res = await t.call(method, `${base}${path}`, { token, body });
    return { status: res.status, body: await res.json() };
  }
  async function join(token: string, userType: 1 | 3) {
    const res = await t.call('POST', base, {
      token,
      body: {
        user_type: userType,
        work_or_school: 'Школа № 5',
        region_id: city.regionId,
        city_id: city.id,
        segment_id: userType === 1 ? segment : null,
        parent_consent: userType === 1,
        rules: userType === 1,
      },
    });
    expect(res.status).toBe(200);
    return res.json() as Promise<{ join_key: string | null }>;
  }
  async function pupil() {
    const u = await t.signUp();
    const { join_key } = await join(u.token, 1);
    return { ...u, joinKey: join_key! };
  }
  async function mentor() {
    const u = await t.signUp();
    await join(u.token, 3);
    return u;
  }
  async function staff(role: 'moderator' | 'editor' | 'admin' = 'moderator') {
    const u = await t.signUp();
    await db.insert(userRoles).values({ userId: u.userId, role });
    return u;
  }
  function sendFile(token: string, bytes: Uint8Array, extra: Record<string, string> = {}) {
    const form = new FormData();
    form.set('file', new File([bytes.slice()], 'work.mp4', { type: 'video/mp4' }));
    const q = new URLSearchParams({
      name: 'Как работает радуга',
      description: 'Опыт с призмой',
      nomination_id: String(nominations[0]),
      contest_id: String(contest.id),
      ...extra,
    });
    return Promise.resolve(
      t.app.request(`${base}/upload-video?${q}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
  }
  return { db, contest, base, nominations, call, join, pupil, mentor, staff, sendFile };
}
