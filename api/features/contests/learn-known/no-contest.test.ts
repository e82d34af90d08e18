// A fresh install without the demo has no special contest yet: the reading calls answer empty
// lists and 'not taking part', the contest card and every write answer 404, never a 500.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const base = '/api/contest-learn-known';

describe('/contest-learn-known without a special contest', () => {
  it('answers empty reading calls and 404 for the card and writes', async () => {
    const u = await t.signUp();
    const get = async (path: string) => {
      const res = await t.call('GET', `${base}${path}`, { token: u.token });
      return { status: res.status, body: await res.json() };
    };
    expect(await get('/segments')).toEqual({ status: 200, body: { list: [] } });
    expect(await get('/nominations')).toEqual({ status: 200, body: { list: [] } });
    expect(await get('/video-list')).toEqual({ status: 200, body: { list: [], total_count: 0 } });
    expect(await get('/winners')).toEqual({ status: 200, body: { list: [], by_jury: false } });
    expect(await get('/exist')).toEqual({ status: 200, body: { exist: false, user_type: null } });
    expect(await get('/my-videos')).toEqual({ status: 200, body: { video_list: [] } });
    expect((await get('')).status).toBe(404);
    expect((await get('/join-key')).status).toBe(404);
    expect((await get('/student-list')).status).toBe(404);
    expect((await get('/video-one?video_id=1')).status).toBe(404);
    const join = await t.call('POST', base, {
      token: u.token,
      body: { user_type: 3, work_or_school: 'Школа', region_id: 1, city_id: 1 },
    });
    expect(join.status).toBe(404);
    const vote = await t.call('POST', `${base}/video-vote`, {
      token: u.token,
      body: { video_id: 1, clarity: 3, fascination: 3, scientific: 3 },
    });
    expect(vote.status).toBe(404);
  });
});
