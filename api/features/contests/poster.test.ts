// A work's poster frame: sent by the uploader for a finished upload, checked as an image, stored
// resized as WebP, named in the work's answer and served with the work's visibility; a file that
// is not an image, someone else's upload and an unfinished one are refused.
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteStaleUploads, posterPath } from '../../lib/uploads/upload-store.ts';
import { commonContest, joinAsPupil } from '../../testing/contest-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { staffMember } from '../staff/staff-fixtures.ts';
import { tusCreate, tusUpload, videoFixture } from '../../testing/tus.ts';

const t = await createTestApp({ config: { UPLOADS_PER_DAY: '50', UPLOADS_PARALLEL: '5' } });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;
const { contest, nomination } = await commonContest(db);
const frame = (width: number, format: 'jpeg' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height: Math.round((width * 9) / 16), channels: 3, background: '#3b2fc9' } })
    .toFormat(format)
    .toBuffer();
function sendPoster(token: string | undefined, uploadId: string, body: Uint8Array, type = 'image/jpeg') {
  return Promise.resolve(
    t.app.request(`/api/contest-video/poster?upload_id=${uploadId}`, {
      method: 'POST',
      body: body.slice(),
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }),
  );
}

describe('/contest-video poster', () => {
  it('stores a resized poster for the uploader, names it in the work and serves it as the work is seen', async () => {
    const pupil = await t.signUp();
    await joinAsPupil(t, pupil.token, contest.id);
    const upload = await tusUpload(t, pupil.token, videoFixture('clip.mp4'));
    const stored = await sendPoster(pupil.token, upload.id, await frame(1280));
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ width: 640, height: 360 });
    const q = new URLSearchParams({
      contest_id: String(contest.id),
      name: 'Робот',
      description: 'Поливает цветы',
      nomination_id: String(nomination.id),
      upload_id: upload.id,
    });
    const { id } = await (await t.call('POST', `/api/contest-video/upload-video?${q}`, { token: pupil.token })).json();
    const work = await (await t.call('GET', `/api/contest-video/view?id=${id}`, { token: pupil.token })).json();
    expect(work.video.poster).toBe(`/api/contest-video/poster/${id}`);
    const poster = await t.call('GET', work.video.poster, { token: pupil.token });
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(new Uint8Array(await poster.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
    });
    // Not published yet: others see neither the work nor its poster.
    expect((await t.call('GET', work.video.poster, { token: (await t.signUp()).token })).status).toBe(404);
    // A poster can still be replaced after the work is sent (the queue may send it later).
    expect((await sendPoster(pupil.token, upload.id, await frame(320, 'webp'), 'image/webp')).status).toBe(200);

    // Once a moderator accepts the work, the public poster is the one they saw: the author cannot swap it.
    const moderator = await staffMember(t, 'moderator');
    expect((await t.call('POST', `/api/staff/queue/${id}/accept`, { token: moderator.token })).status).toBe(200);
    const approved = new Uint8Array(await (await t.call('GET', work.video.poster)).arrayBuffer());
    const swap = await sendPoster(pupil.token, upload.id, await frame(960), 'image/jpeg');
    expect(swap.status).toBe(409);
    expect(await swap.json()).toEqual({ detail: 'Work already accepted' });
    const served = new Uint8Array(await (await t.call('GET', work.video.poster)).arrayBuffer());
    expect(Buffer.from(served).equals(Buffer.from(approved))).toBe(true);
    expect((await sharp(served).metadata()).width).toBe(320);
  });

  it('deletes the poster with an upload that never became a work', async () => {
    const owner = await t.signUp();
    const upload = await tusUpload(t, owner.token, videoFixture('clip.mp4'));
    expect((await sendPoster(owner.token, upload.id, await frame(320))).status).toBe(200);
    expect(existsSync(posterPath(t.deps.config.UPLOADS_DIR, upload.id))).toBe(true);
    await deleteStaleUploads(db, t.deps.config.UPLOADS_DIR, Date.now() + 2 * 24 * 3600 * 1000);
    expect(existsSync(posterPath(t.deps.config.UPLOADS_DIR, upload.id))).toBe(false);
  });

  it('refuses a non-image, a guest, another user, an unfinished upload and an oversized body', async () => {
    const owner = await t.signUp();
    const upload = await tusUpload(t, owner.token, videoFixture('clip.mp4'));
    const text = new TextEncoder().encode('not a picture at all');
    const notImage = await sendPoster(owner.token, upload.id, text);
    expect(notImage.status).toBe(415);
    expect(await notImage.json()).toEqual({ detail: 'Not an image' });
    expect((await sendPoster(owner.token, upload.id, videoFixture('clip.mp4'), 'image/jpeg')).status).toBe(415);
    expect((await sendPoster(undefined, upload.id, await frame(320))).status).toBe(401);
    expect((await sendPoster((await t.signUp()).token, upload.id, await frame(320))).status).toBe(404);
    const created = await tusCreate(t, owner.token, { size: 1000 });
    const open = (created.headers.get('location') ?? '').split('/').pop()!;
    expect(await (await sendPoster(owner.token, open, await frame(320))).json()).toEqual({
      detail: 'Upload not finished',
    });
    expect((await sendPoster(owner.token, upload.id, new Uint8Array(3 * 1024 * 1024))).status).toBe(413);
    expect((await sendPoster(owner.token, 'nope', await frame(320))).status).toBe(400);
    expect(existsSync(posterPath(t.deps.config.UPLOADS_DIR, upload.id))).toBe(false);
  });
});
