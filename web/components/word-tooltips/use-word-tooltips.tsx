// Tooltips on marked words in stored HTML: `<span class="tooltip" data-tooltip="…">слово</span>`
// (the markup both sanitisers keep). Each marked word becomes focusable; hover, focus or a tap
// shows one role="tooltip" popup linked by aria-describedby, Escape or leaving closes it. From
// 768 px it sits above the word; narrower screens get a full-width panel under the word.
// Its styles come with safe-html.tsx, so marked words look right before this code arrives.
import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

interface Open {
  word: HTMLElement;
  text: string;
  top: number;
  left: number;
  wide: boolean;
}

const SELECTOR = 'span.tooltip[data-tooltip]';

function place(word: HTMLElement): Omit<Open, 'word' | 'text'> {
  const r = word.getBoundingClientRect();
  const wide = window.innerWidth >= 768;
  if (!wide) return { wide, top: r.bottom + window.scrollY + 8, left: 0 };
  return { wide, top: r.top + window.scrollY - 8, left: r.left + window.scrollX + r.width / 2 };
}

const opening = (word: HTMLElement): Open => ({ word, text: word.dataset.tooltip ?? '', ...place(word) });

/**
 * Wires the marked words inside `container`; returns the popup to render next to it. `initial`: a word the
 * reader pointed at, tapped or focused before this code had loaded (safe-html.tsx), shown at once.
 */
export function useWordTooltips(
  container: RefObject<HTMLElement | null>,
  html: string,
  initial: HTMLElement | null = null,
): ReactNode {
  const id = useId();
  const [open, setOpen] = useState<Open | null>(() => (initial ? opening(initial) : null));

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const words = [...root.querySelectorAll<HTMLElement>(SELECTOR)];
    for (const w of words) {
      w.tabIndex = 0;
    }
    const wordOf = (t: EventTarget | null) => (t instanceof Element ? t.closest<HTMLElement>(SELECTOR) : null);
    const show = (w: HTMLElement) => setOpen(opening(w));
    const hide = () => setOpen(null);
    const onOver = (e: Event) => {
      const w = wordOf(e.target);
      if (w) show(w);
    };
    const onOut = (e: Event) => {
      const w = wordOf(e.target);
      if (w && !w.contains(document.activeElement)) hide();
    };
    const onClick = (e: Event) => {
      const w = wordOf(e.target);
      if (w) show(w);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
      else if ((e.key === 'Enter' || e.key === ' ') && wordOf(e.target)) {
        e.preventDefault();
        onClick(e);
      }
    };
    root.addEventListener('mouseover', onOver);
    root.addEventListener('mouseout', onOut);
    root.addEventListener('focusin', onOver);
    root.addEventListener('focusout', hide);
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('mouseover', onOver);
      root.removeEventListener('mouseout', onOut);
      root.removeEventListener('focusin', onOver);
      root.removeEventListener('focusout', hide);
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKey);
    };
  }, [container, html]);

  useEffect(() => {
    if (!open) return;
    const { word } = open;
    word.setAttribute('aria-describedby', id);
    const onDocKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(null);
    };
    const onDocDown = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !word.contains(e.target)) setOpen(null);
    };
    document.addEventListener('keydown', onDocKey);
    document.addEventListener('pointerdown', onDocDown);
    return () => {
      word.removeAttribute('aria-describedby');
      document.removeEventListener('keydown', onDocKey);
      document.removeEventListener('pointerdown', onDocDown);
    };
  }, [open, id]);

  if (!open) return null;
  return createPortal(
    <div
      id={id}
      role="tooltip"
      className={`word-tooltip word-tooltip--${open.wide ? 'above' : 'panel'}`}
      style={{ top: open.top, left: open.wide ? open.left : undefined }}
    >
      {open.text}
    </div>,
    document.body,
  );
}

/** The hook as a component, for loading it apart (safe-html.tsx: when the page is idle, or at the first touch). */
export function WordTooltips({
  container,
  html,
  initial,
}: {
  container: RefObject<HTMLElement | null>;
  html: string;
  initial?: HTMLElement | null;
}) {
  return useWordTooltips(container, html, initial);
}
