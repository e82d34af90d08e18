// Previous/next buttons for a horizontally scrolling row (a slider): each press scrolls the row by a
// share of its visible width; swipe and keyboard scrolling keep working on the row itself.
import type { RefObject } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

export function ScrollButtons({
  track,
  share,
  labels,
  className,
}: {
  track: RefObject<HTMLElement | null>;
  /** How much of the row's visible width one press scrolls. */
  share: number;
  labels: { previous: string; next: string };
  className: string;
}) {
  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * share, behavior: 'smooth' });
  };
  return (
    <div className={className}>
      <button
        type="button"
        className="icon-button icon-button--round"
        aria-label={labels.previous}
        onClick={() => scroll(-1)}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className="icon-button icon-button--round"
        aria-label={labels.next}
        onClick={() => scroll(1)}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}
