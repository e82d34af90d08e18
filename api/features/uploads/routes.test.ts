// API tests of the tus endpoint on a real temporary database and DATA_DIR: resuming from the server's
// offset, ownership, the size limit on declared and received bytes, the re-check of the finished file,
// per-user limits and the one-day clean-up.
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../db/schema/uploads.ts';
import { claimReadyUpload, deleteStaleUploads, findUpload, uploadPath } from '../../lib/uploads/upload-store.ts';
import { advanceClock, setClock } from '../../lib/clock.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { tusCreate, tusHead, tusPatch, tusUpload, videoFixture } from '../../testing/tus.ts';

const t = await createTestApp({ seed: false, config: { UPLOADS_PARALLEL: '2', UPLOADS_PER_DAY: '6' } });
afterAll(async () => {
  await t.close();
});
const clip = videoFixture('clip.mp4');
const SECOND = 1000;
const DAY = 86_400 * SECOND;

describe('/api/uploads (tus)', () => {
  it('refuses signed-out clients and offers no downloads', async () => {
    expect((await tusCreate(t, undefined, { size: 10 })).status).toBe(401);
    const { token } = await t.signUp();
    expect((await t.call('GET', '/api/uploads/abc', { token })).status).toBe(405);
  });

  it('resumes from the offset the server reports and checks the finished video', async () => {
    const { token } = await t.signUp();
    const created = await tusCreate(t, token, { size: clip.length, filename: 'моя работа.mp4' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]+$/);
    const half = Math.floor(clip.length / 2);
    expect((await tusPatch(t, token, location, 0, clip.subarray(0, half))).status).toBe(204);
    const head = await tusHead(t, token, location);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect((await tusPatch(t, token, location, 0, clip.subarray(0, 10))).status).toBe(409);
    expect((await tusPatch(t, token, location, half, clip.subarray(half))).status).toBe(204);
    const row = await findUpload(t.deps.db, location.split('/').pop()!);
    expect(row).toMatchObject({ status: 'ready', container: 'mp4', seconds: 2, fileName: 'моя работа.mp4' });
  });

  it('lets only the user who started an upload continue it', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const location = (await tusCreate(t, owner.token, { size: clip.length })).headers.get('location')!;
    expect((await tusHead(t, stranger.token, location)).status).toBe(404);
    expect((await tusPatch(t, stranger.token, location, 0, clip)).status).toBe(404);
    expect((await tusPatch(t, undefined, location, 0, clip)).status).toBe(401);
  });

  it('refuses an oversize declared length and bytes beyond the declared length', async () => {
    const { token } = await t.signUp();
    expect((await tusCreate(t, token, { size: 183_500_801 })).status).toBe(413);
    const location = (await tusCreate(t, token, { size: 100 })).headers.get('location')!;
    const res = await tusPatch(t, token, location, 0, clip.subarray(0, 300));
    expect(res.status).toBe(413);
    expect(Number((await tusHead(t, token, location)).headers.get('upload-offset'))).toBeLessThanOrEqual(100);
  });

  it("answers an upload over the limit with our JSON 413, never tus's plain text, before any byte is read", async () => {
    const { token } = await t.signUp();
    const declared = await tusCreate(t, token, { size: 183_500_801 });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await declared.json()).toEqual({ detail: 'File too large' });
    // A chunk announcing more bytes than the upload has room for is refused on its Content-Length alone.
    const location = (await tusCreate(t, token, { size: 100 })).headers.get('location')!;
    const chunk = await t.call('PATCH', location, {
      token,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': '183500801',
      },
    });
    expect(chunk.status).toBe(413);
    expect(chunk.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await chunk.json()).toEqual({ detail: 'File too large' });
    expect((await tusHead(t, token, location)).headers.get('upload-offset')).toBe('0');
  });

  it('refuses a wrong declared type or extension before a byte is sent', async () => {
    const { token } = await t.signUp();
    const png = await tusCreate(t, token, { size: 10, filename: 'a.png', filetype: 'image/png' });
    expect(png.status).toBe(415);
    expect(JSON.parse(await png.text())).toEqual({ detail: 'Wrong file type' });
    const avi = await tusCreate(t, token, { size: 10, filename: 'a.avi', filetype: 'video/x-msvideo' });
    expect(JSON.parse(await avi.text())).toEqual({ detail: 'Wrong file extension' });
  });

  it('refuses a finished file that is not really a video, or too long, and deletes it', async () => {
    const { token } = await t.signUp();
    const liar = await tusUpload(t, token, videoFixture('text.mp4'));
    expect(liar.finished.status).toBe(422);
    expect(JSON.parse(await liar.finished.text())).toEqual({ detail: 'Wrong file type' });
    expect((await findUpload(t.deps.db, liar.id))?.status).toBe('rejected');
    const long = await tusUpload(t, token, videoFixture('long-4min.mp4'), { maxSeconds: 180 });
    expect(JSON.parse(await long.finished.text())).toEqual({ detail: 'Video too long' });
    const common = await tusUpload(t, token, videoFixture('long-4min.mp4'), { maxSeconds: 300 });
    expect(common.finished.status).toBe(204);
    expect(await findUpload(t.deps.db, common.id)).toMatchObject({ status: 'ready', seconds: 240 });
  });

  it('checks the finished video against its limit to the second: 180 and 300 s pass, 181 and 301 s do not', async () => {
    const { token } = await t.signUp();
    for (const max of [180, 300]) {
      const exact = await tusUpload(t, token, videoFixture(`edge-${max}s.mp4`), { maxSeconds: max });
      expect(exact.finished.status).toBe(204);
      expect(await findUpload(t.deps.db, exact.id)).toMatchObject({ status: 'ready', seconds: max });
      const over = await tusUpload(t, token, videoFixture(`edge-${max + 1}s.mp4`), { maxSeconds: max });
      expect(over.finished.status).toBe(422);
      expect(JSON.parse(await over.finished.text())).toEqual({ detail: 'Video too long' });
      expect(await findUpload(t.deps.db, over.id)).toMatchObject({ status: 'rejected', seconds: max + 1 });
    }
  });

  it('accepts a declared length of exactly 175 MB and refuses one byte more', async () => {
    const { token } = await t.signUp();
    expect((await tusCreate(t, token, { size: 183_500_800 })).status).toBe(201);
    expect((await tusCreate(t, token, { size: 183_500_801 })).status).toBe(413);
  });

  it('limits unfinished uploads at once and uploads per day, per user', async () => {
    const { token } = await t.signUp();
    expect((await tusCreate(t, token, { size: 10 })).status).toBe(201);
    expect((await tusCreate(t, token, { size: 10 })).status).toBe(201);
    const third = await tusCreate(t, token, { size: 10 });
    expect(third.status).toBe(429);
    expect(JSON.parse(await third.text())).toEqual({ detail: 'Too many parallel uploads' });
    const other = await t.signUp();
    for (let i = 0; i < 6; i++) expect((await tusUpload(t, other.token, clip)).finished.status).toBe(204);
    expect((await tusCreate(t, other.token, { size: 10 })).status).toBe(429);
  });

  it('keeps the daily count for 24 hours from the first upload, to the second', async () => {
    setClock(Date.parse('2026-03-02T09:00:00.000Z'));
    try {
      const { token } = await t.signUp();
      for (let i = 0; i < 6; i++) expect((await tusUpload(t, token, clip)).finished.status).toBe(204);
      advanceClock(DAY - SECOND);
      const refused = await tusCreate(t, token, { size: 10 });
      expect(JSON.parse(await refused.text())).toEqual({ detail: 'Too many uploads today' });
      advanceClock(SECOND);
      expect((await tusCreate(t, token, { size: 10 })).status).toBe(201);
    } finally {
      setClock(null);
    }
  });

  it('stops counting an unfinished upload against the parallel limit a day after it started', async () => {
    setClock(Date.parse('2026-03-05T09:00:00.000Z'));
    try {
      const { token } = await t.signUp();
      for (let i = 0; i < 2; i++) expect((await tusCreate(t, token, { size: 10 })).status).toBe(201);
      advanceClock(DAY - SECOND);
      const refused = await tusCreate(t, token, { size: 10 });
      expect(JSON.parse(await refused.text())).toEqual({ detail: 'Too many parallel uploads' });
      advanceClock(SECOND);
      expect((await tusCreate(t, token, { size: 10 })).status).toBe(201);
    } finally {
      setClock(null);
    }
  });

  it('counts uploads started, not uploads that still exist: deleting one does not give its place back', async () => {
    const { token } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const created = await tusCreate(t, token, { size: 10 });
      statuses.push(created.status);
      const location = created.headers.get('location');
      if (location) {
        const gone = await t.call('DELETE', location, { token, headers: { 'tus-resumable': '1.0.0' } });
        expect(gone.status).toBe(204);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    const refused = await tusCreate(t, token, { size: 10 });
    expect(JSON.parse(await refused.text())).toEqual({ detail: 'Too many uploads today' });
  });

  it('holds the parallel limit when many uploads start at once', async () => {
    const { token } = await t.signUp();
    const created = await Promise.all(Array.from({ length: 5 }, () => tusCreate(t, token, { size: 10 })));
    expect(created.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429]);
  });

  it('attaches an upload once when two claims race', async () => {
    const { token, userId } = await t.signUp();
    const { id } = await tusUpload(t, token, clip);
    const claims = await Promise.allSettled([0, 1].map(() => claimReadyUpload(t.deps.db, userId, id, 180)));
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    expect(claims.find((c) => c.status === 'rejected')?.reason).toMatchObject({ message: 'Upload already attached' });
    expect((await findUpload(t.deps.db, id))?.status).toBe('attached');
  });

  it('deletes uploads left unattached for a day, files included', async () => {
    const { token } = await t.signUp();
    const stale = await tusCreate(t, token, { size: clip.length });
    const id = stale.headers.get('location')!.split('/').pop()!;
    expect(existsSync(uploadPath(t.deps.config.UPLOADS_DIR, id))).toBe(true);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.deps.db.update(uploads).set({ createdAt: twoDaysAgo }).where(eq(uploads.id, id));
    expect(await deleteStaleUploads(t.deps.db, t.deps.config.UPLOADS_DIR)).toBeGreaterThanOrEqual(1);
    expect(existsSync(uploadPath(t.deps.config.UPLOADS_DIR, id))).toBe(false);
    expect(await findUpload(t.deps.db, id)).toBeUndefined();
  });

  it('answers 507 with our own detail when the disk is full, never the file system’s text', async () => {
    const { token } = await t.signUp();
    const created = await tusCreate(t, token, { size: clip.length });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    // Every write to /dev/full fails with ENOSPC, as a full data folder does.
    const file = uploadPath(t.deps.config.UPLOADS_DIR, location.split('/').at(-1)!);
    rmSync(file);
    symlinkSync('/dev/full', file);
    const res = await tusPatch(t, token, location, 0, clip.subarray(0, 1000));
    expect([res.status, await res.text()]).toEqual([507, '{"detail":"Server out of space"}']);
  });
});
