// Audio and video files for materials: sent by tus to /staff/content/media/uploads, attached by
// POST /staff/content/media only when their first bytes are an accepted format (not their name), served
// publicly with Range support and long caching; a file over MEDIA_UPLOAD_MAX_MB is refused before a byte.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { audioFixture, tusCreate, tusHead, tusPatch, videoFixture } from '../../testing/tus.ts';
import { staffMember } from './staff-fixtures.ts';

const ENDPOINT = '/api/staff/content/media/uploads';
let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function send(token: string, bytes: Uint8Array, filename: string) {
  const created = await tusCreate(t, token, { size: bytes.length, filename, filetype: '', endpoint: ENDPOINT });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') ?? '';
  expect(location.startsWith(`${ENDPOINT}/`)).toBe(true);
  // Two chunks, as a resumed upload would arrive: the HEAD tells where to continue.
  const half = Math.floor(bytes.length / 2);
  expect((await tusPatch(t, token, location, 0, bytes.subarray(0, half))).status).toBe(204);
  expect((await tusHead(t, token, location)).headers.get('upload-offset')).toBe(String(half));
  expect((await tusPatch(t, token, location, half, bytes.subarray(half))).status).toBe(204);
  return location.split('/').pop() ?? '';
}

const attach = (token: string, upload_id: string, kind: 'audio' | 'video') =>
  t.call('POST', '/api/staff/content/media', { token, body: { upload_id, kind } });

describe('staff audio and video uploads', () => {
  it.each([
    ['episode.mp3', 'mp3', 'audio/mpeg'],
    ['episode.m4a', 'm4a', 'audio/mp4'],
    ['episode.ogg', 'ogg', 'audio/ogg'],
    ['episode.opus', 'opus', 'audio/ogg'],
  ])('attaches %s as audio, told by its bytes, and serves it with Range', async (fixture, ext, type) => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    const bytes = audioFixture(fixture);
    // The name lies: the bytes decide the stored extension.
    const id = await send(editor.token, bytes, 'podcast.bin');
    const res = await attach(editor.token, id, 'audio');
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ url: `/api/media/audio/${id}.${ext}`, kind: 'audio', size: bytes.length });

    const whole = await t.call('GET', body.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe(type);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const part = await t.call('GET', body.url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const outside = await t.call('GET', body.url, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(outside.status).toBe(416);
    // Attached once: the upload is gone from the incoming folder.
    expect((await attach(editor.token, id, 'audio')).status).toBe(404);
  });

  it('attaches MP4 and WebM as video, and writes the audit log', async () => {
    t = await createTestApp({ seed: false });
    const admin = await staffMember(t, 'admin');
    for (const [fixture, ext] of [
      ['clip.mp4', 'mp4'],
      ['clip.webm', 'webm'],
    ] as const) {
      const id = await send(admin.token, videoFixture(fixture), fixture);
      const res = await attach(admin.token, id, 'video');
      expect(res.status).toBe(201);
      const { url } = await res.json();
      expect(url).toBe(`/api/media/video/${id}.${ext}`);
      const part = await t.call('GET', url, { headers: { range: 'bytes=0-9' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-type')).toBe(`video/${ext}`);
    }
    const audit = await (await t.call('GET', '/api/staff/audit?action=media.upload', { token: admin.token })).json();
    expect(audit.list).toHaveLength(2);
    expect(audit.list[0]).toMatchObject({ action: 'media.upload', target_type: 'video' });
  });

  it('refuses a file whose bytes are not of the asked kind, whatever its name, and deletes it', async () => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    const text = new TextEncoder().encode('ID4 this is a text file named like a podcast '.repeat(20));
    const id = await send(editor.token, text, 'episode.mp3');
    const res = await attach(editor.token, id, 'audio');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ detail: 'Wrong file type' });
    expect(readdirSync(join(t.deps.config.MEDIA_DIR, 'incoming'))).toEqual([]);

    // A video is not a podcast episode, and an MPEG program stream is not a video browsers play.
    const mp4 = await send(editor.token, videoFixture('clip.mp4'), 'clip.mp3');
    expect((await attach(editor.token, mp4, 'audio')).status).toBe(201);
    const mp3 = await send(editor.token, audioFixture('episode.mp3'), 'episode.mp4');
    expect((await attach(editor.token, mp3, 'video')).status).toBe(415);
    const mpeg = await send(editor.token, videoFixture('clip.mpeg'), 'clip.mp4');
    expect((await attach(editor.token, mpeg, 'video')).status).toBe(415);
  });

  it('refuses a file over MEDIA_UPLOAD_MAX_MB at creation, and an unfinished or unknown upload', async () => {
    t = await createTestApp({ seed: false, config: { MEDIA_UPLOAD_MAX_MB: '1' } });
    const editor = await staffMember(t, 'editor');
    const big = await tusCreate(t, editor.token, { size: 1024 * 1024 + 1, endpoint: ENDPOINT });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ detail: 'File too large' });
    const me = await (await t.call('GET', '/api/staff/me', { token: editor.token })).json();
    expect(me.media_max_bytes).toBe(1024 * 1024);

    const created = await tusCreate(t, editor.token, { size: 1000, endpoint: ENDPOINT });
    const location = created.headers.get('location') ?? '';
    await tusPatch(t, editor.token, location, 0, new Uint8Array(10));
    const unfinished = await attach(editor.token, location.split('/').pop() ?? '', 'audio');
    expect(unfinished.status).toBe(409);
    expect((await attach(editor.token, 'a'.repeat(32), 'audio')).status).toBe(404);
    expect((await attach(editor.token, '../app.db', 'audio')).status).toBe(400);
    expect((await t.call('GET', '/api/media/audio/..%2Fapp.db')).status).toBe(404);
    expect((await t.call('GET', `/api/media/audio/${'b'.repeat(32)}.mp3`)).status).toBe(404);
  });

  it('lets only editors and admins upload, not a member or a moderator', async () => {
    t = await createTestApp({ seed: false });
    const member = await t.signUp('pupil-media@example.org');
    const moderator = await staffMember(t, 'moderator');
    for (const token of [member.token, moderator.token]) {
      expect((await tusCreate(t, token, { size: 100, endpoint: ENDPOINT })).status).toBe(403);
    }
    expect((await tusCreate(t, undefined, { size: 100, endpoint: ENDPOINT })).status).toBe(401);
    expect(existsSync(join(t.deps.config.MEDIA_DIR, 'incoming'))).toBe(false);
  });
});
