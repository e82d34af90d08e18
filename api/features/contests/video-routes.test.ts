// API tests of /contest-video on a real database and DATA_DIR: sending a work from a tus upload or a
// multipart body, its statuses through moderation, who sees what, the video with Range, and refusals.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contestNominations, contests } from '../../../db/schema/contests.ts';
import { userRoles } from '../../../db/schema/users.ts';
import { one } from '../../../db/store.ts';
import { joinAsPupil } from '../../testing/contest-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { tusUpload, videoFixture } from '../../testing/tus.ts';

const t = await createTestApp({ config: { UPLOADS_PER_DAY: '50', UPLOADS_PARALLEL: '5' } });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;
const contestId = async (slug: string) => (await one(db.select().from(contests).where(eq(contests.slug, slug))))!.id;
// The first nomination of each contest, read once: the requests below are built synchronously.
const nominations = new Map<number, number>();
for (const n of await db.select().from(contestNominations).orderBy(contestNominations.id))
  if (!nominations.has(n.contestId)) nominations.set(n.contestId, n.id);
const nominationOf = (id: number) => nominations.get(id)!;
const common = await contestId('izobretateli-budushchego');
const video = await contestId('nauka-v-kadre');

async function participant(id: number) {
  const u = await t.signUp();
  await joinAsPupil(t, u.token, id);
  return u;
}
function send(id: number, token: string | undefined, uploadId?: string, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({
    contest_id: String(id),
    name: ' Мой робот ',
    description: 'Робот поливает цветы',
    nomination_id: String(nominationOf(id)),
    ...(uploadId ? { upload_id: uploadId } : {}),
    ...extra,
  });
  return t.call('POST', `/api/contest-video/upload-video?${q}`, { token });
}
function sendFile(id: number, token: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set('file', new File([bytes.slice()], name, { type }));
  const q = new URLSearchParams({
    contest_id: String(id),
    name: 'Работа',
    description: 'Описание',
    nomination_id: String(nominationOf(id)),
  });
  return Promise.resolve(
    t.app.request(`/api/contest-video/upload-video?${q}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
}
const admin = async () => {
  const u = await t.signUp();
  await db.insert(userRoles).values({ userId: u.userId, role: 'admin' });
  return u;
};
const json = async (res: Response | Promise<Response>) => (await res).json();

describe('/contest-video', () => {
  it('sends a work from a finished upload to moderation, then publishes it after moderation', async () => {
    const pupil = await participant(common);
    const stranger = await t.signUp();
    const upload = await tusUpload(t, pupil.token, videoFixture('long-4min.mp4'), { maxSeconds: 300 });
    const res = await send(common, pupil.token, upload.id);
    expect(res.status).toBe(200);
    const { id } = await res.json();
    expect(await json(t.call('GET', `/api/contest-video/exist?contest_id=${common}`, { token: pupil.token }))).toEqual({
      exist: true,
      status_id: 1,
    });
    const mine = await json(t.call('GET', '/api/contest-video/my-videos', { token: pupil.token }));
    expect(mine.video_list[0]).toMatchObject({ id, name: 'Мой робот', status_id: 1, video: { seconds: 240 } });
    expect((await t.call('GET', `/api/contest-video/view?id=${id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('GET', `/api/contest-video/file/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await json(t.call('GET', `/api/contest-video/confirm-videos?contest_id=${common}`))).total_count).toBe(0);
    const again = await send(common, pupil.token, (await tusUpload(t, pupil.token, videoFixture('clip.mp4'))).id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: 'Work already sent' });

    expect(
      (await t.call('POST', '/api/contest-video/moderate', { token: stranger.token, body: { id, status_id: 3 } }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/contest-video/moderate', {
          token: (await admin()).token,
          body: { id, status_id: 3 },
        })
      ).status,
    ).toBe(200);
    const published = await json(t.call('GET', `/api/contest-video/confirm-videos?contest_id=${common}`));
    expect(published).toMatchObject({ total_count: 1, video_list: [{ id, status_id: 3 }] });
    expect((await json(t.call('GET', `/api/contest-video/user-videos/${pupil.userId}`))).video_list).toHaveLength(1);
    expect((await t.call('GET', `/api/contest-video/view?id=${id}`)).status).toBe(200);

    const whole = videoFixture('long-4min.mp4');
    const full = await t.call('GET', `/api/contest-video/file/${id}`);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(whole);
    const part = await t.call('GET', `/api/contest-video/file/${id}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));
    expect(
      (await t.call('GET', `/api/contest-video/file/${id}`, { headers: { range: `bytes=${whole.length}-` } })).status,
    ).toBe(416);
  });

  it('shows the rejection reason to the author only, and lets them send again', async () => {
    const pupil = await participant(common);
    const { id } = await json(
      send(common, pupil.token, (await tusUpload(t, pupil.token, videoFixture('clip.mp4'))).id),
    );
    const moderate = await t.call('POST', '/api/contest-video/moderate', {
      token: (await admin()).token,
      body: { id, status_id: 2 },
    });
    expect(moderate.status).toBe(400);
    await t.call('POST', '/api/contest-video/moderate', {
      token: (await admin()).token,
      body: { id, status_id: 2, cancel_text: 'Нет звука' },
    });
    const mine = await json(t.call('GET', '/api/contest-video/my-videos', { token: pupil.token }));
    expect(mine.video_list[0]).toMatchObject({ status_id: 2, cancel_text: 'Нет звука' });
    expect(await json(t.call('GET', `/api/contest-video/exist?contest_id=${common}`, { token: pupil.token }))).toEqual({
      exist: true,
      status_id: 2,
    });
    expect(
      (
        await send(
          common,
          pupil.token,
          (await tusUpload(t, pupil.token, videoFixture('clip.webm'), { filename: 'a.webm', filetype: 'video/webm' }))
            .id,
        )
      ).status,
    ).toBe(200);
  });

  it('accepts the file itself in a multipart body and checks it the same way', async () => {
    const pupil = await participant(common);
    const liar = await sendFile(common, pupil.token, videoFixture('text.mp4'), 'work.mp4', 'video/mp4');
    expect(liar.status).toBe(415);
    expect(await liar.json()).toEqual({ detail: 'Wrong file type' });
    const ok = await sendFile(common, pupil.token, videoFixture('clip.mov'), 'work.mov', 'video/quicktime');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status_id: 1 });
  });

  it('refuses guests, non-participants, closed contests, foreign uploads and too-long videos', async () => {
    expect((await send(common, undefined, 'a'.repeat(32))).status).toBe(401);
    expect((await t.call('GET', '/api/contest-video/my-videos')).status).toBe(401);
    expect(await json(t.call('GET', `/api/contest-video/exist?contest_id=${common}`))).toEqual({
      exist: false,
      status_id: null,
    });
    const outsider = await t.signUp();
    const outsiderUpload = await tusUpload(t, outsider.token, videoFixture('clip.mp4'));
    const notIn = await send(common, outsider.token, outsiderUpload.id);
    expect(notIn.status).toBe(403);
    expect(await notIn.json()).toEqual({ detail: 'Not a participant' });
    const closed = await send(await contestId('yunyy-issledovatel'), outsider.token, outsiderUpload.id);
    expect(await closed.json()).toEqual({ detail: 'Contest is not collecting works' });
    const pupil = await participant(video);
    const foreign = await send(video, pupil.token, outsiderUpload.id);
    expect(foreign.status).toBe(404);
    // The client asked for the 5-minute check; the video contest's own 3-minute limit still applies.
    const long = await tusUpload(t, pupil.token, videoFixture('long-4min.mp4'), { maxSeconds: 300 });
    const tooLong = await send(video, pupil.token, long.id);
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toEqual({ detail: 'Video too long' });
    expect((await send(video, pupil.token, undefined, { name: '  ' })).status).toBe(400);
    expect((await send(video, pupil.token)).status).toBe(400);
  });

  it('takes a work through PUT /contest/{id}/add_proposal with an upload id, participants only', async () => {
    const pupil = await participant(common);
    const outsider = await t.signUp();
    const body = (uploadId: string) => ({
      name: 'Теплица',
      description: 'Сама открывает окна',
      nomination_id: nominationOf(common),
      upload_id: uploadId,
    });
    const foreign = await tusUpload(t, outsider.token, videoFixture('clip.mp4'));
    const notIn = await t.call('PUT', `/api/contest/${common}/add_proposal`, {
      token: outsider.token,
      body: body(foreign.id),
    });
    expect(notIn.status).toBe(403);
    expect((await t.call('PUT', `/api/contest/${common}/add_proposal`, { body: body(foreign.id) })).status).toBe(401);
    const upload = await tusUpload(t, pupil.token, videoFixture('clip.mp4'));
    const sent = await t.call('PUT', `/api/contest/${common}/add_proposal`, {
      token: pupil.token,
      body: body(upload.id),
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status_id: 1 });
  });
});
