// Closes an open header menu or panel on a press outside it or on Escape (then focus goes back to
// `focusOnEscape`, the button that opened it, when given). Listens only while it is open.
import { useEffect, type RefObject } from 'react';

export function useDismiss(
  open: boolean,
  setOpen: (open: boolean) => void,
  root: RefObject<HTMLElement | null>,
  focusOnEscape?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target instanceof Node ? e.target : null)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      focusOnEscape?.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen, root, focusOnEscape]);
}
