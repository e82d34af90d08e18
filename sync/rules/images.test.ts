import { describe, expect, it } from 'vitest';
import { otherStoredWidths, responsiveImage, storedWidths } from './images.ts';

describe('responsive stored pictures', () => {
  it('lists every stored width of a picture and its size', () => {
    const src = '/api/media/images/0123456789abcdef0123-960.webp?w=1200&h=800';
    expect(storedWidths(1200)).toEqual([480, 960, 1200]);
    expect(responsiveImage(src)).toEqual({
      srcSet: [480, 960, 1200]
        .map((w) => `/api/media/images/0123456789abcdef0123-${w}.webp?w=1200&h=800 ${w}w`)
        .join(', '),
      width: 1200,
      height: 800,
    });
  });

  it('leaves other addresses alone, older uploads without a size included', () => {
    expect(responsiveImage('/media/art/material/x.webp')).toBeNull();
    expect(responsiveImage('/api/media/images/0123456789abcdef0123-960.webp')).toBeNull();
    expect(responsiveImage('https://example.org/a.webp?w=1&h=1')).toBeNull();
    expect(responsiveImage(null)).toBeNull();
  });

  it('names the other kept widths of a stored picture, largest first, for an offline screen of another width', () => {
    const at = (w: number) => `/api/media/images/0123456789abcdef0123-${w}.webp?w=1200&h=800`;
    expect(otherStoredWidths(at(960))).toEqual([at(1200), at(480)]);
    expect(otherStoredWidths(at(480))).toEqual([at(1200), at(960)]);
    expect(otherStoredWidths('/media/art/material/x.webp')).toEqual([]);
    expect(otherStoredWidths('/api/media/images/0123456789abcdef0123-960.webp')).toEqual([]);
  });
});
