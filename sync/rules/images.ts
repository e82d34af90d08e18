// Pictures uploaded through the staff area are stored as WebP at a few widths (never enlarged), and
// the address a block keeps carries the largest stored size: '/api/media/images/<hash>-960.webp?w=1600&h=900'.
// From it the browser knows every stored width (for srcset) and the picture's shape (width and height
// attributes, so nothing moves when it loads). Any other address is shown as it is.

export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const STORED = /^\/api\/media\/images\/([a-f0-9]{20})-\d{1,4}\.webp\?w=(\d{1,4})&h=(\d{1,5})$/;

/** The widths stored for a picture whose largest variant is `maxWidth` wide. */
export function storedWidths(maxWidth: number): number[] {
  return [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, maxWidth)))];
}

/** The address of one stored width, with the size it carries. */
export function storedImageUrl(hash: string, width: number, max: { width: number; height: number }): string {
  return `/api/media/images/${hash}-${width}.webp?w=${max.width}&h=${max.height}`;
}

export interface ResponsiveImage {
  srcSet: string;
  width: number;
  height: number;
}

/** srcset and the intrinsic size of a stored picture; null for any other address. */
export function responsiveImage(src: string | null | undefined): ResponsiveImage | null {
  const m = src ? STORED.exec(src) : null;
  if (!m) return null;
  const [, hash, w, h] = m;
  const max = { width: Number(w), height: Number(h) };
  if (!max.width || !max.height) return null;
  const srcSet = storedWidths(max.width)
    .map((width) => `${storedImageUrl(hash!, width, max)} ${width}w`)
    .join(', ');
  return { srcSet, ...max };
}

/**
 * The addresses of a stored picture's other widths, largest first; [] for any other address. Offline, a
 * screen wider or denser than the one that kept the picture asks for a width never fetched: one kept at
 * another width still shows it (the service worker answers with it).
 */
export function otherStoredWidths(pathAndQuery: string): string[] {
  const m = STORED.exec(pathAndQuery);
  if (!m) return [];
  const [, hash, w, h] = m;
  const max = { width: Number(w), height: Number(h) };
  return storedWidths(max.width)
    .reverse()
    .map((width) => storedImageUrl(hash!, width, max))
    .filter((url) => url !== pathAndQuery);
}
