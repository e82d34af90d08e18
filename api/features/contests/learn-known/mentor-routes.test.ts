// API tests of taking part and of the mentor's pupils: the join key shown only to its pupil,
// finding and adding a pupil by key (at most 30, one mentor per pupil), deleting, the list with
// statuses, the lookup limit against guessing, and the mentor's view of the pupil's data.
import { afterAll, describe, expect, it } from 'vitest';
import { audienceFor } from '../../../lib/personal-data.ts';
import { mentorIdsOf } from '../../../lib/contest-mentors.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { specialFixtures } from './test-helpers.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const f = await specialFixtures(t);
const { call } = f;
const viewer = (id: number) => ({ id, roles: [] as string[] }) as Parameters<typeof audienceFor>[1];

describe('taking part in the special contest', () => {
  it('registers a pupil with a join key only they see, and a mentor without one', async () => {
    const p = await f.pupil();
    expect(p.joinKey).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(await call('GET', '/exist', p.token)).toEqual({ status: 200, body: { exist: true, user_type: 1 } });
    expect(await call('GET', '/join-key', p.token)).toEqual({ status: 200, body: { join_key: p.joinKey } });
    const m = await f.mentor();
    expect((await call('GET', '/exist', m.token)).body).toEqual({ exist: true, user_type: 3 });
    expect((await call('GET', '/join-key', m.token)).status).toBe(403);
    expect((await call('GET', '/join-key', (await t.signUp()).token)).status).toBe(403);
    const added = await call('POST', '/add-join-key', m.token, { join_key: p.joinKey });
    expect(JSON.stringify(added.body)).not.toContain(p.joinKey);
    expect(JSON.stringify((await call('GET', '/student-list', m.token)).body)).not.toContain(p.joinKey);
  });

  it('asks a pupil for parent consent and the rules, and registers once', async () => {
    const u = await t.signUp();
    const body = { user_type: 1, work_or_school: 'Школа', region_id: 1, city_id: 1, segment_id: 1 };
    expect((await call('POST', '', u.token, body)).body.detail).toBe('Parent consent required');
    expect((await call('POST', '', u.token, { ...body, parent_consent: true })).body.detail).toBe('Rules not accepted');
    const p = await f.pupil();
    await expect(f.join(p.token, 1)).rejects.toThrow();
    expect((await call('POST', '', undefined, body)).status).toBe(401);
  });
});

describe("a mentor's pupils", () => {
  it('finds a pupil by the key however it is typed, adds, lists and deletes them', async () => {
    const m = await f.mentor();
    const p = await f.pupil();
    const typed = `${p.joinKey.slice(0, 4).toLowerCase()}-${p.joinKey.slice(4)}`;
    const found = await call('GET', `/find-user-join-key?join_key=${typed}`, m.token);
    expect(found.body).toMatchObject({
      id: p.userId,
      name: 'Тест Тестов',
      work_or_school: 'Школа № 5',
      status_id: null,
    });
    expect((await call('GET', '/student-list', m.token)).body.list).toEqual([]);
    expect((await call('POST', '/add-join-key', m.token, { join_key: p.joinKey })).status).toBe(200);
    expect((await call('POST', '/add-join-key', m.token, { join_key: p.joinKey })).status).toBe(200);
    const list = (await call('GET', '/student-list', m.token)).body.list;
    expect(list).toEqual([expect.objectContaining({ id: p.userId, status_id: null, nomination_name: null })]);
    expect(await mentorIdsOf(f.db, p.userId, f.contest.id)).toEqual([m.userId]);
    expect(await audienceFor(f.db, viewer(m.userId), p.userId)).toBe('trusted');
    expect(await call('DELETE', `/delete-student?student_id=${p.userId}`, m.token)).toEqual({
      status: 200,
      body: { student_id: p.userId },
    });
    expect((await call('GET', '/student-list', m.token)).body.list).toEqual([]);
    expect(await audienceFor(f.db, viewer(m.userId), p.userId)).toBe('member');
    expect(await mentorIdsOf(f.db, p.userId, f.contest.id)).toEqual([]);
    expect((await call('DELETE', `/delete-student?student_id=${p.userId}`, m.token)).status).toBe(404);
  });

  it('deletes by a JSON body too, and only its own pupils', async () => {
    const m = await f.mentor();
    const other = await f.mentor();
    const p = await f.pupil();
    await call('POST', '/add-join-key', m.token, { join_key: p.joinKey });
    expect((await call('DELETE', '/delete-student', other.token, { student_id: p.userId })).status).toBe(404);
    expect((await call('DELETE', '/delete-student', m.token, {})).status).toBe(400);
    expect((await call('DELETE', '/delete-student', m.token, { student_id: p.userId })).status).toBe(200);
  });

  it('answers an unknown key with 404, which the screen shows as the spec message', async () => {
    const m = await f.mentor();
    const res = await call('GET', '/find-user-join-key?join_key=ZZZZZZZZ', m.token);
    expect(res).toEqual({ status: 404, body: { detail: 'Student not found' } });
    expect((await call('POST', '/add-join-key', m.token, { join_key: 'ZZZZZZZZ' })).status).toBe(404);
    expect((await call('POST', '/add-join-key', m.token, { join_key: '' })).status).toBe(400);
  });

  it('gives a pupil one mentor per contest', async () => {
    const [a, b] = [await f.mentor(), await f.mentor()];
    const p = await f.pupil();
    expect((await call('POST', '/add-join-key', a.token, { join_key: p.joinKey })).status).toBe(200);
    expect(await call('POST', '/add-join-key', b.token, { join_key: p.joinKey })).toEqual({
      status: 409,
      body: { detail: 'Student already has a mentor' },
    });
  });

  it('keeps a mentor to 30 pupils', async () => {
    const m = await f.mentor();
    for (let i = 0; i < 30; i++) {
      const p = await f.pupil();
      expect((await call('POST', '/add-join-key', m.token, { join_key: p.joinKey })).status).toBe(200);
    }
    const extra = await f.pupil();
    expect(await call('POST', '/add-join-key', m.token, { join_key: extra.joinKey })).toEqual({
      status: 409,
      body: { detail: 'Too many students' },
    });
    expect((await call('GET', '/student-list', m.token)).body.list).toHaveLength(30);
  });

  it('keeps a mentor to 30 pupils when adds arrive at once', async () => {
    const m = await f.mentor();
    const pupils = [];
    for (let i = 0; i < 32; i++) pupils.push(await f.pupil());
    const added = await Promise.all(pupils.map((p) => call('POST', '/add-join-key', m.token, { join_key: p.joinKey })));
    expect(added.filter((a) => a.status === 200)).toHaveLength(30);
    expect(added.filter((a) => a.status === 409).map((a) => a.body)).toEqual([
      { detail: 'Too many students' },
      { detail: 'Too many students' },
    ]);
    expect((await call('GET', '/student-list', m.token)).body.list).toHaveLength(30);
  });

  it('gives a pupil one mentor when two mentors add them at once', async () => {
    const [a, b] = [await f.mentor(), await f.mentor()];
    const p = await f.pupil();
    const added = await Promise.all([a, b].map((m) => call('POST', '/add-join-key', m.token, { join_key: p.joinKey })));
    expect(added.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('lets only mentors look up, add and list pupils', async () => {
    const p = await f.pupil();
    const other = await f.pupil();
    expect((await call('GET', `/find-user-join-key?join_key=${other.joinKey}`, p.token)).status).toBe(403);
    expect((await call('POST', '/add-join-key', p.token, { join_key: other.joinKey })).status).toBe(403);
    expect((await call('GET', '/student-list', (await t.signUp()).token)).status).toBe(403);
    expect((await call('GET', '/student-list')).status).toBe(401);
  });

  it('stops a mentor after 20 keys that match no pupil in an hour', async () => {
    const m = await f.mentor();
    const p = await f.pupil();
    for (let i = 0; i < 20; i++)
      expect(
        (await call('GET', `/find-user-join-key?join_key=MISS${String(i).padStart(4, '2')}`, m.token)).status,
      ).toBe(404);
    const res = await call('GET', `/find-user-join-key?join_key=${p.joinKey}`, m.token);
    expect(res.status).toBe(429);
  });
});
