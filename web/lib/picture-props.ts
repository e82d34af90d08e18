// The <img> attributes of a picture that may have been uploaded through the staff area: its stored
// widths as srcset with the slot's sizes, and its own width and height (so the box has the right
// shape before the file arrives). Any other address keeps the caller's width and height.
import { responsiveImage } from '../../sync/rules/images.ts';

/** Common slots: a content column, a card in a grid, a small thumbnail. */
export const SIZES = {
  column: '(max-width: 860px) 100vw, 860px',
  card: '(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 400px',
  wide: '100vw',
} as const;

export function pictureProps(
  src: string,
  /** The caller's own box; the image viewer has none (it shows the picture as large as fits). */
  fallback: { width?: number; height?: number },
  sizes: string = SIZES.column,
): { src: string; width?: number; height?: number; srcSet?: string; sizes?: string } {
  const stored = responsiveImage(src);
  if (!stored) return { src, ...fallback };
  return { src, srcSet: stored.srcSet, sizes, width: stored.width, height: stored.height };
}
