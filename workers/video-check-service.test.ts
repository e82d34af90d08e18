// The worker's check over real small files made once with ffmpeg (tests/fixtures/video), as browser Files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { videoCheckService } from './video-check-service.ts';

const dir = new URL('../tests/fixtures/video/', import.meta.url);
function fixture(name: string, as = name, type = 'video/mp4'): File {
  return new File([readFileSync(new URL(name, dir))], as, { type });
}
const check = (file: File, max = 180) => videoCheckService.check(file, max);

describe('video check worker on real files', () => {
  it.each([
    ['clip.mp4', 'video/mp4', 'mp4'],
    ['clip-faststart.mp4', 'video/mp4', 'mp4'],
    ['clip.mov', 'video/quicktime', 'mp4'],
    ['clip.webm', 'video/webm', 'webm'],
    ['clip-live.webm', 'video/webm', 'webm'],
    ['clip.mpeg', 'video/mpeg', 'mpeg-ps'],
    ['clip-ts.mpeg', 'video/mpeg', 'mpeg-ts'],
  ])('accepts %s and reads its two-second duration from the headers', async (name, type, container) => {
    const result = await check(fixture(name, name, type));
    expect(result).toMatchObject({ ok: true, container });
    if (!result.ok) return;
    // MPEG timestamps mark the first frame of the last packet, so a tiny file reads a little short.
    expect(result.seconds).toBeGreaterThan(1.5);
    expect(result.seconds).toBeLessThan(2.1);
  });

  it('finds moov after the media data (camera layout) without reading the media data', async () => {
    const file = fixture('clip.mp4');
    expect(new TextDecoder().decode(new Uint8Array(await file.slice(36, 48).arrayBuffer()))).toContain('mdat');
    const result = await check(file);
    expect(result.ok).toBe(true);
    expect(result.bytesRead).toBeLessThan(file.size);
  });

  it('refuses a 4-minute video for the video contest and accepts it for the common contest', async () => {
    const file = fixture('long-4min.mp4');
    expect(await check(file, 180)).toMatchObject({
      ok: false,
      problem: 'too-long',
      message: 'Длительность видео превышает 3 минуты',
    });
    expect(await check(file, 300)).toMatchObject({ ok: true, seconds: 240 });
  });

  it.each([
    [180, 'edge-180s.mp4', 'edge-181s.mp4', 'Длительность видео превышает 3 минуты'],
    [300, 'edge-300s.mp4', 'edge-301s.mp4', 'Длительность видео превышает 5 минут'],
  ])('accepts a video of exactly %i s and refuses one a second longer', async (max, exact, over, message) => {
    expect(await check(fixture(exact), max)).toMatchObject({ ok: true, seconds: max });
    expect(await check(fixture(over), max)).toMatchObject({
      ok: false,
      problem: 'too-long',
      seconds: max + 1,
      message,
    });
  });

  it('refuses files whose extension lies about their content', async () => {
    expect(await check(fixture('text.mp4'))).toMatchObject({ ok: false, message: 'Некорректный тип файла' });
    expect(await check(fixture('picture.webm', 'picture.webm', 'video/webm'))).toMatchObject({
      ok: false,
      message: 'Некорректный тип файла',
    });
  });

  it('judges a real video by its content when only the name is wrong', async () => {
    expect(await check(fixture('clip.mp4', 'clip.webm', 'video/webm'))).toMatchObject({ ok: true, container: 'mp4' });
  });

  it('refuses a non-video type and an extension outside mp4, mov, webm, mpeg', async () => {
    expect(await check(fixture('clip.mp4', 'clip.mp4', 'image/png'))).toMatchObject({
      message: 'Некорректный тип файла',
    });
    expect(await check(fixture('clip.mp4', 'clip.avi', 'video/x-msvideo'))).toMatchObject({
      message: 'Формат видео не соответствует требованиям',
    });
  });

  it('refuses a video whose duration cannot be read', async () => {
    const whole = readFileSync(new URL('clip.mp4', dir));
    const cut = new File([whole.subarray(0, whole.length - 400)], 'cut.mp4', { type: 'video/mp4' });
    expect(await check(cut)).toMatchObject({ ok: false, problem: 'duration-unknown' });
    const noHeaders = new File([whole.subarray(0, 44)], 'bare.mp4', { type: 'video/mp4' });
    expect(await check(noHeaders)).toMatchObject({ ok: false, problem: 'duration-unknown' });
  });
});
