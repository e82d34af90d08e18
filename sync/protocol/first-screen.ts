// The contract between the server and the built first-screen module (web/ssr, built into dist/ssr):
// the server loads that module at run time and never imports web source, so both sides share only this.

/** API GET paths (under /api, with their query) a first screen needs, by the name render() reads them under. */
export type FirstScreenRequests = Record<string, string>;

export interface FirstScreenModule {
  /** What the first screen of `url` (path and query) needs, or null when that page has no server first screen. */
  requestsFor(url: string): FirstScreenRequests | null;
  /**
   * Calls that depend on the answers to requestsFor's (a course step's quiz, which only the step names), made once
   * those are in and added to them under their names; null or {} when there are none. Optional: older builds lack it.
   */
  followUpsFor?(url: string, answers: Record<string, unknown>): FirstScreenRequests | null;
  /**
   * The markup of the page's first screen from the API's answers (bodies as the API sent them, snake_case),
   * or null when it cannot be drawn from them. Everything is escaped by React; HTML blocks are sanitised.
   */
  render(url: string, answers: Record<string, unknown>): Promise<string | null>;
}

/** The id of the element that holds the server's first screen until the app takes over. */
export const FIRST_SCREEN_ID = 'first-screen';

/** The service worker's cache of the last first screen of each page (web/sw-first-screens.ts). */
export const FIRST_SCREEN_CACHE = 'first-screens';

const ROOT = '<div id="root"></div>';
const OPENING = `<div id="${FIRST_SCREEN_ID}">`;

/** The key a page's first screen is kept under: its path without a trailing slash, and its query. */
export function firstScreenKey(url: string): string {
  const { pathname, search } = new URL(url, 'http://first-screen');
  return `/first-screen${pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname}${search}`;
}

/**
 * The element that carries the API's answers a first screen was drawn from (JSON, not run): a guest's app takes them
 * instead of asking again (web/lib/first-answers.ts). It comes after #root, so it never delays the first paint, and
 * outside #first-screen, so the copy the service worker keeps for the next start never carries old answers.
 */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * A first screen: its markup, and the element carrying the answers it was drawn from ('' for none), written once
 * when it is drawn rather than on every page served.
 */
export interface FirstScreen {
  html: string;
  answers: string;
}

/**
 * The element of the answers by API path (with its query), as sent; JSON inside a <script> element, in which no '<'
 * can end the element or open a comment. '' for no answers.
 */
export function answersScript(answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}

/**
 * index.html with a first screen put before #root (the app takes over from it, web/app/first-screen.ts) and the
 * answers it was drawn from after it.
 */
export function withFirstScreen(html: string, firstScreen: FirstScreen | null): string {
  if (!firstScreen || !html.includes(ROOT)) return html;
  return html.replace(ROOT, () => `${OPENING}${firstScreen.html}</div>${ROOT}${firstScreen.answers}`);
}

/** The first screen inside a page's HTML as the server sent it, or null when it has none. */
export function firstScreenOf(html: string): string | null {
  const start = html.indexOf(OPENING);
  const end = html.indexOf(`</div>${ROOT}`, start);
  return start < 0 || end < 0 ? null : html.slice(start + OPENING.length, end);
}
