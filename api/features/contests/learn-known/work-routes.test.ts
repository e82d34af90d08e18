// API tests of sending and voting: who may upload (pupils their own work, mentors for their
// pupils, nobody else), the moderation a mentor follows in their list, and votes (signed in,
// once, never one's own or an unpublished work, points 1-5) with the totals they change.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contestWorks } from '../../../../db/schema/contests.ts';
import { staffAudit } from '../../../../db/schema/staff.ts';
import { one } from '../../../../db/store.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { tusUpload, videoFixture } from '../../../testing/tus.ts';
import { specialFixtures } from './test-helpers.ts';

const t = await createTestApp({ config: { UPLOADS_PER_DAY: '50', UPLOADS_PARALLEL: '5' } });
afterAll(async () => {
  await t.close();
});
const f = await specialFixtures(t);
const { call } = f;
const clip = videoFixture('clip.mp4');
const moderate = (token: string, id: number, status_id: 2 | 3, cancel_text?: string) =>
  t.call('POST', '/api/contest-video/moderate', { token, body: { id, status_id, cancel_text } });
const published = async () =>
  (await f.db.select().from(contestWorks).where(eq(contestWorks.contestId, f.contest.id))).filter(
    (w) => w.statusId === 3,
  );

describe('sending a work to the special contest', () => {
  it("takes a pupil's multipart upload to moderation; the mentor follows it to 'published'", async () => {
    const m = await f.mentor();
    const p = await f.pupil();
    await call('POST', '/add-join-key', m.token, { join_key: p.joinKey });
    const res = await f.sendFile(p.token, clip);
    expect(res.status).toBe(200);
    const sent = await res.json();
    expect(sent).toMatchObject({ status_id: 1, user_id: p.userId });
    expect((await call('GET', '/exist-video', p.token)).body).toEqual({ exist: true, status_id: 1 });
    expect((await call('GET', '/student-list', m.token)).body.list[0]).toMatchObject({
      status_id: 1,
      nomination_name: 'Естественные науки',
    });
    // The mentor may watch the pupil's work before it is published; others may not.
    expect((await call('GET', `/video-one?video_id=${sent.id}`, m.token)).status).toBe(200);
    expect((await call('GET', `/video-one?video_id=${sent.id}`, (await t.signUp()).token)).status).toBe(404);
    const staff = await f.staff();
    expect((await moderate(staff.token, sent.id, 2, 'Видео без звука')).status).toBe(200);
    expect((await call('GET', '/student-list', m.token)).body.list[0]).toMatchObject({
      status_id: 2,
      cancel_text: 'Видео без звука',
    });
    const again = await (await f.sendFile(p.token, clip)).json();
    expect((await moderate(staff.token, again.id, 3)).status).toBe(200);
    expect((await call('GET', '/student-list', m.token)).body.list[0]).toMatchObject({
      status_id: 3,
      cancel_text: null,
    });
    // The mentor hears of both decisions (notification type 7) with the pupil's name.
    const mentorNews = (await (await t.call('GET', '/api/notification?limit=50', { token: m.token })).json()) as {
      list: { type: { id: number }; title: string }[];
    };
    expect(mentorNews.list.filter((n) => n.type.id === 7).map((n) => n.title)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Работа ученика Тест Тестов принята'),
        expect.stringContaining('Работа ученика Тест Тестов не принята'),
      ]),
    );
    expect((await call('GET', '/my-videos', p.token)).body.video_list).toHaveLength(2);
    expect((await call('GET', '/my-confirm-video', p.token)).body.video_list.map((w: { id: number }) => w.id)).toEqual([
      again.id,
    ]);
    expect((await call('GET', `/video-list?limit=100`)).body.list.some((w: { id: number }) => w.id === again.id)).toBe(
      true,
    );
  });

  it('refuses an upload by a non-participant, and a mentor sending for themselves', async () => {
    const stranger = await t.signUp();
    const res = await f.sendFile(stranger.token, clip);
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toBe('Not a participant');
    const m = await f.mentor();
    expect((await (await f.sendFile(m.token, clip)).json()).detail).toBe('Mentors upload for their pupils');
    expect((await f.sendFile('', clip)).status).toBe(401);
  });

  it('lets a mentor send a resumable upload for their pupil, and only their pupil', async () => {
    const m = await f.mentor();
    const p = await f.pupil();
    const notMine = await f.pupil();
    await call('POST', '/add-join-key', m.token, { join_key: p.joinKey });
    const upload = await tusUpload(t, m.token, clip, { maxSeconds: 180 });
    const q = (student: number) =>
      new URLSearchParams({
        name: 'Радуга',
        description: 'Опыт',
        nomination_id: String(f.nominations[1]),
        upload_id: upload.id,
        student_id: String(student),
      });
    expect((await call('POST', `/upload-video?${q(notMine.userId)}`, m.token)).body.detail).toBe('Not your student');
    const sent = await call('POST', `/upload-video?${q(p.userId)}`, m.token);
    expect(sent.body).toMatchObject({ status_id: 1, user_id: p.userId });
    expect((await call('GET', '/exist-video', p.token)).body).toEqual({ exist: true, status_id: 1 });
    const pupilForOther = await call('POST', `/upload-video?${q(m.userId)}`, p.token);
    expect(pupilForOther.status).toBe(403);
  });

  it('refuses a video over 3 minutes and a wrong contest id', async () => {
    const p = await f.pupil();
    expect((await f.sendFile(p.token, videoFixture('long-4min.mp4'))).status).toBe(422);
    const oneSecondOver = await f.sendFile(p.token, videoFixture('edge-181s.mp4'));
    expect(oneSecondOver.status).toBe(422);
    expect(await oneSecondOver.json()).toEqual({ detail: 'Video too long' });
    expect((await f.sendFile(p.token, clip, { contest_id: '999999' })).status).toBe(404);
  });

  it('takes a video of exactly 3 minutes', async () => {
    const p = await f.pupil();
    expect((await f.sendFile(p.token, videoFixture('edge-180s.mp4'))).status).toBe(200);
  });
});

describe('votes', () => {
  it('records one vote per user per work and shows it back with new totals', async () => {
    const voter = await t.signUp();
    const work = (await published())[0]!;
    const before = (await call('GET', `/video-one?video_id=${work.id}`)).body;
    expect((await call('GET', `/video-vote-exist?video_id=${work.id}`, voter.token)).body).toEqual({
      exist: false,
      vote: null,
    });
    const vote = { video_id: work.id, clarity: 5, fascination: 4, scientific: 3 };
    expect((await call('POST', '/video-vote', voter.token, vote)).body).toEqual({
      exist: true,
      vote: { clarity: 5, fascination: 4, scientific: 3 },
    });
    expect((await call('GET', `/video-vote-exist?video_id=${work.id}`, voter.token)).body).toEqual({
      exist: true,
      vote: { clarity: 5, fascination: 4, scientific: 3 },
    });
    const after = (await call('GET', `/video-one?video_id=${work.id}`)).body;
    expect(after.votes_count).toBe(before.votes_count + 1);
    expect(after.score).toBe(before.score + 12);
    expect(await call('POST', '/video-vote', voter.token, { ...vote, clarity: 1 })).toEqual({
      status: 409,
      body: { detail: 'Already voted' },
    });
    expect((await call('GET', `/video-one?video_id=${work.id}`)).body.score).toBe(after.score);
  });

  it('counts 50 parallel votes of one user for a work once', async () => {
    const voter = await t.signUp();
    const work = (await published())[2]!;
    const before = (await call('GET', `/video-one?video_id=${work.id}`)).body;
    const vote = { video_id: work.id, clarity: 2, fascination: 3, scientific: 4 };
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/video-vote', voter.token, vote)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const after = (await call('GET', `/video-one?video_id=${work.id}`)).body;
    expect(after.votes_count).toBe(before.votes_count + 1);
    expect(after.score).toBe(before.score + 9);
  });

  it('refuses guests, points outside 1-5, unpublished works and one’s own work', async () => {
    const work = (await published())[1]!;
    const voter = await t.signUp();
    const vote = { video_id: work.id, clarity: 3, fascination: 3, scientific: 3 };
    expect((await call('POST', '/video-vote', undefined, vote)).status).toBe(401);
    expect((await call('POST', '/video-vote', voter.token, { ...vote, clarity: 0 })).status).toBe(400);
    expect((await call('POST', '/video-vote', voter.token, { ...vote, scientific: 6 })).status).toBe(400);
    const onModeration = (await one(f.db.select().from(contestWorks).where(eq(contestWorks.statusId, 1))))!;
    expect((await call('POST', '/video-vote', voter.token, { ...vote, video_id: onModeration.id })).status).toBe(404);
    const p = await f.pupil();
    const own = await (await f.sendFile(p.token, clip)).json();
    expect((await call('POST', '/video-vote', p.token, { ...vote, video_id: own.id })).status).toBe(403);
    await moderate((await f.staff()).token, own.id, 3);
    expect(await call('POST', '/video-vote', p.token, { ...vote, video_id: own.id })).toEqual({
      status: 403,
      body: { detail: 'You cannot vote for your own work' },
    });
  });

  it("lets an admin or editor set the jury's places, audited as in the staff area, and nobody else", async () => {
    const works = (await published()).slice(0, 2);
    const list = [
      { place: 1, video_id: works[1]!.id },
      { place: 2, video_id: works[0]!.id },
    ];
    expect((await call('PUT', '/winners', (await t.signUp()).token, { list })).status).toBe(403);
    // The staff area's route for the same action refuses moderators; so does this one.
    expect((await call('PUT', '/winners', (await f.staff('moderator')).token, { list })).status).toBe(403);
    const editor = await f.staff('editor');
    const set = await call('PUT', '/winners', editor.token, { list });
    expect(set.status).toBe(200);
    expect(set.body.list.map((w: { video: { id: number } }) => w.video.id)).toEqual([works[1]!.id, works[0]!.id]);
    const audit = await t.deps.db.select().from(staffAudit).where(eq(staffAudit.staffId, editor.userId));
    expect(audit).toMatchObject([
      {
        action: 'contest.jury',
        targetType: 'contest',
        targetId: String(f.contest.id),
        after: [
          { place: 1, work_id: works[1]!.id },
          { place: 2, work_id: works[0]!.id },
        ],
      },
    ]);
    expect(
      (await call('PUT', '/winners', (await f.staff('admin')).token, { list: [list[0], { ...list[1], place: 1 }] }))
        .status,
    ).toBe(400);
  });
});
