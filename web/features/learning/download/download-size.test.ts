import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../lib/format.ts';
import { orphanMedia } from './download-size.ts';

describe('downloaded course size', () => {
  it('reads in Russian units', () => {
    expect(formatBytes(512)).toBe('512 Б');
    expect(formatBytes(1536)).toBe('1,5 КБ');
    expect(formatBytes(2.25 * 1024 * 1024)).toBe('2,3 МБ');
  });
  it('removes only media no other course uses', () => {
    expect(orphanMedia(['/a.jpg', '/b.mp3'], [['/b.mp3', '/c.png']])).toEqual(['/a.jpg']);
  });
});
