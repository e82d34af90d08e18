// Scroll statistics of an opened material: POST /statistics when it opens (guests too,
// with this browser's client id), then PATCH the deepest scroll reached and the seconds
// spent, at most every few seconds and once more when the page is hidden (keepalive fetch,
// so it survives the page closing). Never blocks reading: every failure is ignored.
// Loaded once the page is idle by use-scroll-statistics.ts, so a post's first load does not carry it (issue 17).
import { getAuthToken } from './api-client.ts';

const CLIENT_KEY = 'statisticsClientId';
const PATCH_EVERY_MS = 5000;
export type StatisticsPageType = 'post' | 'news' | 'event' | 'course' | 'quizzes';

const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

function clientId(): string {
  try {
    const saved = localStorage.getItem(CLIENT_KEY);
    if (saved) return saved;
    const made = newClientId();
    localStorage.setItem(CLIENT_KEY, made);
    return made;
  } catch {
    return newClientId();
  }
}

/** Percent of the page seen so far (0-100): the bottom of the viewport over the page height. */
export function scrollDepth(scrollY: number, viewport: number, pageHeight: number): number {
  if (pageHeight <= viewport) return 100;
  return Math.max(0, Math.min(100, Math.round(((scrollY + viewport) / pageHeight) * 100)));
}

function send(method: 'POST' | 'PATCH', path: string, body: object): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = getAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`/api${path}`, {
    method,
    headers,
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'same-origin',
  });
}

/**
 * Records the opening of `pageType` `pageId` and then its scroll depth; `started` is when the page was opened (the
 * seconds spent count from it). Returns the function that stops recording and sends what is left.
 */
export function trackScrollStatistics(pageType: StatisticsPageType, pageId: number, started: number): () => void {
  const client = clientId();
  let id: number | null = null;
  let max = 0;
  let sent = 0;
  let lastPatch = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const patch = () => {
    timer = undefined;
    if (id === null || max <= sent) return;
    sent = max;
    lastPatch = Date.now();
    send('PATCH', `/statistics/${id}`, {
      scroll_depth: max,
      seconds: Math.round((Date.now() - started) / 1000),
      client_id: client,
    }).catch(() => undefined);
  };
  const onScroll = () => {
    max = Math.max(max, scrollDepth(window.scrollY, window.innerHeight, document.documentElement.scrollHeight));
    if (max > sent && !timer) timer = setTimeout(patch, Math.max(0, PATCH_EVERY_MS - (Date.now() - lastPatch)));
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') patch();
  };

  send('POST', '/statistics', { page_type: pageType, page_id: pageId, client_id: client })
    .then((res) => (res.ok ? (res.json() as Promise<{ id?: unknown }>) : null))
    .then((body) => {
      if (typeof body?.id === 'number') {
        id = body.id;
        // In the next frame, where the page is laid out anyway: read in this task, the depth forced a layout
        // of the whole post while the app was still drawing it (a 20 ms task of a post's start, issue 17).
        requestAnimationFrame(onScroll);
      }
    })
    .catch(() => undefined);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', patch);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', patch);
    document.removeEventListener('visibilitychange', onHide);
    if (timer) clearTimeout(timer);
    patch();
  };
}
