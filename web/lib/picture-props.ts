// The <img> attributes of a picture that may have been uploaded through the staff area: its stored
// widths as srcset with the slot's sizes, and its own width and height (so the box has the right
// shape before the file arrives). Any other address keeps the caller's width and height.
import { responsiveImage } from '../../sync/rules/images.ts';

/**
 * The slots pictures are drawn in, as wide as their CSS draws them, so a phone picks the smallest stored width that
 * fills the box (a 72 px thumbnail given '100vw' took the 960 px file on a phone at twice the density).
 */
export const SIZES = {
  column: '(max-width: 860px) 100vw, 860px',
  card: '(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 400px',
  wide: '100vw',
  /** The home page's slides: the hero's whole width on a phone, its right column (6 of 11 parts) from 900 px. */
  hero: '(max-width: 899px) 100vw, 640px',
  /** 'Скоро' on the home page (home.css, .home-event__image). */
  eventThumb: '72px',
  /** A collection's rows (social.css, .collection-item__image). */
  collectionRow: '(max-width: 767px) 96px, 128px',
  /** A collection's tile (social.css, .collection-grid: columns of 150 px or more, 200 px from 768 px). */
  collectionTile: '(max-width: 767px) 50vw, 260px',
  /** The quiz of the day's faint picture on the home page (home.css, .home-quiz__image). */
  homeQuiz: '220px',
  /** A quiz's banner (quizzes.css): the card's width on a phone, 320 px beside the text from 768 px. */
  quizBanner: '(max-width: 767px) 100vw, 320px',
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
