// Keeps Tab inside an open dialog and gives focus back to whoever had it before opening.
import { useEffect, type RefObject } from 'react';
import { whenAppShown } from '../../lib/app-shown.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
}

/** While `active`, Tab cycles inside `ref`; focus moves in on start and back on stop
 * (also when `resetKey` changes, so a replaced popup still returns focus to the first opener). */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  resetKey: string = '',
  restoreFocus = true,
): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
    first.focus();
    // A dialog opened beneath the server's first screen, unseen, cannot take the focus until it is seen.
    const stopWaiting =
      document.activeElement === first
        ? () => undefined
        : whenAppShown(() => {
            if (!root.contains(document.activeElement)) first.focus();
          });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const head = items[0];
      const tail = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === head || !root.contains(document.activeElement))) {
        e.preventDefault();
        tail?.focus();
      } else if (!e.shiftKey && (document.activeElement === tail || !root.contains(document.activeElement))) {
        e.preventDefault();
        head?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      stopWaiting();
      document.removeEventListener('keydown', onKey);
      if (restoreFocus && previous?.isConnected) previous.focus();
    };
  }, [ref, active, resetKey, restoreFocus]);
}
