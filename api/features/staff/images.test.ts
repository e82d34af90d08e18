// Image upload for authoring: a photo becomes WebP at set widths (never enlarged), served publicly
// and cached for good; something that is not an image is refused, and so is a file too large.
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffMember } from './staff-fixtures.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const upload = (token: string, file: Blob, name = 'photo.png') => {
  const form = new FormData();
  form.append('file', file, name);
  return t.app.request('/api/staff/content/images', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
};

describe('image upload', () => {
  it('stores a photo as WebP at 480 and 960 px (not enlarged past its 1200 px) and serves it', async () => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b2fc9' } })
      .png()
      .toBuffer();
    const res = await upload(editor.token, new Blob([new Uint8Array(png)], { type: 'image/png' }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1200]);
    expect(body).toMatchObject({ width: 960, height: 640 });
    expect(body.url).toMatch(/^\/api\/media\/images\/[a-f0-9]{20}-960\.webp\?w=1200&h=800$/);
    const file = await t.call('GET', body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 640 });
    expect((await t.call('GET', '/api/media/images/../../app.db')).status).toBe(404);
    // Every width the address offers (srcset) is stored.
    for (const v of body.variants) expect((await t.call('GET', v.url)).status).toBe(200);
  });

  it('turns a phone photo upright before choosing its widths', async () => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    // 1200 x 900 as stored, EXIF orientation 6: upright it is 900 wide.
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0a7' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const body = await (
      await upload(editor.token, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'p.jpg')
    ).json();
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([480, 900]);
    expect(body).toMatchObject({ width: 900, height: 1200 });
    expect(body.url).toMatch(/-900\.webp\?w=900&h=1200$/);
  });

  it('serves the address it answers for an image narrower than 10 px (an icon, a divider)', async () => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const body = await (await upload(editor.token, new Blob([new Uint8Array(png)], { type: 'image/png' }))).json();
    expect(body).toMatchObject({ width: 1, height: 1 });
    const file = await t.call('GET', body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses what is not an image (415) and a file over 15 MB (413), and members (403)', async () => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    const text = await upload(editor.token, new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }));
    expect(text.status).toBe(415);
    const huge = await upload(editor.token, new Blob([new Uint8Array(16 * 1024 * 1024)], { type: 'image/png' }));
    expect(huge.status).toBe(413);
    const member = await t.signUp();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(member.token, new Blob([new Uint8Array(png)]))).status).toBe(403);
  });
});
