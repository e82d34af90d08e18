// The API's answers the server drew a page's first screen from, sent inside the page after #root
// (sync/protocol/first-screen.ts): the app's first calls for the same addresses take them instead of asking
// again, so on a slow school link the app draws its copy without another round of requests, and the server
// answers each of them once a visit instead of twice. They are a guest's answers (the server draws every
// first screen as a guest), so a page that may be signed in never takes them; each is taken once, and only
// soon after the page loaded, so a later visit to the same screen asks the server as before.
import { FIRST_ANSWERS_ID } from '../../sync/protocol/first-screen.ts';
import { hasSignedInMarker } from '../../sync/rules/session-marker.ts';

/** How long after the page started its answers may stand in for the server's: the first screen's own calls. */
export const FIRST_ANSWERS_FOR_MS = 15_000;

let answers: Record<string, unknown> | undefined;

/**
 * The server's answer to GET `url` (under /api, with its query) kept in the page, once; undefined when there is
 * none, it was taken, the page is too old, or someone may be signed in (`bearer`: a token this tab holds).
 */
export function takeFirstAnswer(url: string, bearer: boolean): unknown {
  if (typeof document === 'undefined') return undefined;
  if (!answers) {
    const element = document.getElementById(FIRST_ANSWERS_ID);
    element?.remove();
    try {
      answers = (JSON.parse(element?.textContent || '{}') as Record<string, unknown> | null) ?? {};
    } catch {
      // A page cut short in transfer: the app asks the server, as without answers.
      answers = {};
    }
  }
  if (bearer || hasSignedInMarker(document.cookie) || performance.now() > FIRST_ANSWERS_FOR_MS) answers = {};
  const body = answers[url];
  delete answers[url];
  return body;
}
