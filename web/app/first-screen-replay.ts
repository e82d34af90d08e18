// A tap on a button of the server's first screen made before the app ran (kept by web/public/first-screen-boot.js,
// which marks the button busy) is replayed once on the same control of the app's copy. It never clicks a control it
// cannot tell apart: same landmark, same accessible name and the same place among the controls so named, or nothing.
// Loaded only when a tap was kept (first-screen.ts), so it costs the first load nothing.

const TAPPED = 'data-tapped';
const CONTROLS = 'button, [role="button"]:not([href])';
const LANDMARKS = 'header, nav, main, aside, footer, [role="dialog"]';

interface ControlKey {
  landmark: string;
  name: string;
  /** Its place among the landmark's controls of that name, and how many there are. */
  index: number;
  count: number;
}

const nameOf = (el: Element): string =>
  (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();

function landmarkOf(el: Element, scope: Element): { key: string; node: Element } {
  const node = el.parentElement?.closest(LANDMARKS);
  if (!node || !scope.contains(node)) return { key: '', node: scope };
  return { key: `${node.localName}|${node.getAttribute('role') ?? ''}|${node.getAttribute('aria-label') ?? ''}`, node };
}

/** The controls of `landmark` (within `scope`) named `name`, in document order. */
function namedControls(scope: Element, landmark: string, name: string): Element[] {
  return [...scope.querySelectorAll(CONTROLS)].filter(
    (el) => nameOf(el) === name && landmarkOf(el, scope).key === landmark,
  );
}

function keyOf(control: Element, scope: Element): ControlKey | null {
  const name = nameOf(control);
  if (!name) return null;
  const landmark = landmarkOf(control, scope).key;
  const same = namedControls(scope, landmark, name);
  return { landmark, name, index: same.indexOf(control), count: same.length };
}

/** The app's control that matches, once it is there and can be used; null while it is not (or is ambiguous). */
function matchIn(root: Element, key: ControlKey): HTMLElement | null {
  const same = namedControls(root, key.landmark, key.name);
  const match = same.length === key.count ? same[key.index] : undefined;
  if (!(match instanceof HTMLElement)) return null;
  if (match.matches(':disabled, [aria-disabled="true"], [aria-busy="true"]')) return null;
  return match;
}

/**
 * Clicks the app's control matching `tapped` (a control of the server's copy `server`, which may be detached by
 * now) once, as soon as it is in `root` and usable, if that is before `deadline` (a time of performance.now());
 * after it nothing is clicked.
 */
export function replayTap(tapped: Element, server: Element, root: HTMLElement, deadline: number): void {
  const key = keyOf(tapped, server);
  if (!key) return;
  const attempt = (): boolean => {
    const match = matchIn(root, key);
    if (match) match.click();
    return !!match;
  };
  if (attempt() || performance.now() >= deadline) return;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const timer = setTimeout(stop, deadline - performance.now());
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** The server copy's HTML without the tap's busy mark, which is of this visit only (for the service worker). */
export function untappedHtml(server: Element): string {
  const copy = server.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll(`[${TAPPED}]`)) {
    el.removeAttribute(TAPPED);
    el.removeAttribute('aria-busy');
  }
  return copy.innerHTML;
}
