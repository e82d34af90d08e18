import { describe, expect, it } from 'vitest';
import type { ByteReader } from './byte-reader.ts';
import { checkVideo, tooLongMessage, VIDEO_MAX_BYTES } from './video-check.ts';

const untouchable = (size: number): ByteReader => ({
  size,
  read: () => {
    throw new Error('must not read');
  },
});

describe('video rules', () => {
  it('refuses a file over 175 MB before reading a byte', async () => {
    const file = { name: 'big.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 };
    expect(await checkVideo(file, untouchable(file.size), 180)).toMatchObject({
      ok: false,
      problem: 'size',
      message: 'Вес файла более 175 мб',
      bytesRead: 0,
    });
  });

  it('refuses bytes that are no known container, and an empty file', async () => {
    const bytes = new TextEncoder().encode('<html>not a video</html>');
    const reader: ByteReader = { size: bytes.length, read: async (o, l) => bytes.subarray(o, o + l) };
    expect(await checkVideo({ name: 'a.webm', type: 'video/webm', size: bytes.length }, reader, 180)).toMatchObject({
      ok: false,
      problem: 'type',
    });
    const empty: ByteReader = { size: 0, read: async () => new Uint8Array() };
    expect(await checkVideo({ name: 'a.mp4', type: '', size: 0 }, empty, 180)).toMatchObject({
      ok: false,
      problem: 'type',
    });
  });

  it('words the limits as the spec does', () => {
    expect(tooLongMessage(180)).toBe('Длительность видео превышает 3 минуты');
    expect(tooLongMessage(300)).toBe('Длительность видео превышает 5 минут');
  });
});
