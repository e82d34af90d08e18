// Keeps the floating chat-bot button off what the user came to use: it steps aside while a form or
// its fields, a player (video, audio, a quiz), a primary or submit button, or anything marked
// `data-floating-avoid` (a course step's lock) lies under it: boxes compared, so a small icon is not
// missed. Looks only on scroll, resize and changes of the page, once per frame; never moves the page.

const AVOID = [
  'form',
  'input',
  'select',
  'textarea',
  'video',
  'audio',
  'iframe',
  '[data-player]',
  '[data-floating-avoid]',
  '.button--primary',
  '.button--accent',
  'button[type="submit"]',
].join(',');

/** Room kept around the button, in px, so it never sits on a control's edge either. */
const MARGIN = 8;

/** Whether anything to avoid lies under `el`'s box, widened by MARGIN (its own subtree ignored). */
export function coversSomething(el: Element): boolean {
  const b = el.getBoundingClientRect();
  if (b.width === 0) return false;
  for (const other of document.querySelectorAll(AVOID)) {
    if (el.contains(other)) continue;
    const r = other.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (
      r.left < b.right + MARGIN &&
      r.right > b.left - MARGIN &&
      r.top < b.bottom + MARGIN &&
      r.bottom > b.top - MARGIN
    )
      return true;
  }
  return false;
}

/** Calls `onChange(covers)` now and whenever the answer may have changed; returns the unsubscribe. */
export function watchClearance(el: Element, onChange: (covers: boolean) => void): () => void {
  let frame = 0;
  const check = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange(coversSomething(el));
    });
  };
  const sizes = new ResizeObserver(check);
  sizes.observe(document.body);
  const changes = new MutationObserver(check);
  const main = document.querySelector('main') ?? document.body;
  changes.observe(main, { childList: true, subtree: true });
  window.addEventListener('scroll', check, { passive: true });
  window.addEventListener('resize', check);
  check();
  return () => {
    cancelAnimationFrame(frame);
    sizes.disconnect();
    changes.disconnect();
    window.removeEventListener('scroll', check);
    window.removeEventListener('resize', check);
  };
}
