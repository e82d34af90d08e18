// The first-screen part of serveWeb's HTML hook: draws the first screen of a public page, which api/app.ts puts
// into index.html before #root (withFirstScreen), so the browser paints it before the bundle arrives
// (docs/design-notes.md).
// The markup is the same for every caller (public data only, fetched as a guest), so it is cached like the
// public answers: reused only while the public data is unchanged, and a minute at most.
import type { Db } from '../../../db/store.ts';
import { answersScript, type FirstScreen, type FirstScreenModule } from '../../../sync/protocol/first-screen.ts';
import type { Logger } from '../../lib/logger.ts';
import { nowMs } from '../../lib/clock.ts';

const MAX_ENTRIES = 300;
/**
 * Some first screens change with the clock alone (an event that starts or ends, a contest that closes), and only
 * a public write moves the epoch: a kept screen is drawn again after a minute, as the API's own answers are.
 */
const MAX_AGE_MS = 60_000;

export interface FirstScreenDeps {
  /** Its change epoch keys the cache. */
  db: Db;
  logger: Logger;
  module: () => Promise<FirstScreenModule | null>;
  /** Answers a GET of the API as a guest (the app itself, in process). */
  request: (path: string) => Promise<Response>;
}

async function answersFor(request: FirstScreenDeps['request'], requests: Record<string, string>) {
  const answers: Record<string, unknown> = {};
  await Promise.all(
    Object.entries(requests).map(async ([name, path]) => {
      const res = await request(`/api${path}`);
      if (res.ok) answers[name] = await res.json();
    }),
  );
  return answers;
}

/** The answers by the address a guest's app asks them at (under /api, with the query), for the page to carry. */
function byAddress(requests: Record<string, string>, answers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(requests)
      .filter(([name]) => name in answers)
      .map(([name, path]) => [`/api${path}`, answers[name]]),
  );
}

/**
 * The first screen of a URL (path and query): its markup and the answers it was drawn from, or null when that page
 * has none.
 */
export function firstScreenRenderer(deps: FirstScreenDeps): (url: string) => Promise<FirstScreen | null> {
  const version = () => deps.db.$changeEpoch();
  const cache = new Map<string, { version: string; at: number; screen: FirstScreen | null }>();
  return async (url) => {
    const module = await deps.module();
    const requests = module?.requestsFor(url);
    if (!module || !requests) return null;
    const now = await version();
    const hit = cache.get(url);
    if (hit?.version === now && nowMs() - hit.at < MAX_AGE_MS) return hit.screen;
    let screen: FirstScreen | null = null;
    try {
      const answers = await answersFor(deps.request, requests);
      const more = module.followUpsFor?.(url, answers);
      if (more) Object.assign(answers, await answersFor(deps.request, more));
      const html = await module.render(url, answers);
      screen = html === null ? null : { html, answers: answersScript(byAddress({ ...requests, ...more }, answers)) };
    } catch (e) {
      deps.logger.error({ err: e, url }, 'first screen failed');
      return null;
    }
    if ((await version()) === now) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(url, { version: now, at: nowMs(), screen });
    }
    return screen;
  };
}

/**
 * The classic script that starts the app on such a page (web/public/first-screen-boot.js). It also keeps a tap on
 * the server copy's 'Войти' made before the app runs, instead of following the link (which would load the whole
 * page again): the address gets ?auth=login, which the app reads when it starts, and the app starts at once.
 */
export const FIRST_SCREEN_BOOT = '/first-screen-boot.js';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A page that comes with its first screen paints without the app's scripts, so they are asked for only once the
 * screen's first picture is painted (its largest-contentful-paint entry; where the browser has none, a frame after
 * its load), at once after the first frame on a screen without a picture, and a second after parsing at the
 * latest. On a slow link that picture no longer shares the bandwidth with 120 KB of JavaScript, and it is the
 * page's largest paint. The entry and its preloads move into the data of a small same-origin script
 * (web/public/first-screen-boot.js) that adds them then, at low priority: the page's security policy allows no
 * inline script. A picture already loaded when the page is parsed waits for its paint entry too, since it is on the
 * screen only once that frame is presented (scripts asked for earlier are counted in the largest paint by
 * Lighthouse); a picture below the screen (a narrow phone's home page) is never painted, so the first paint will do.
 * Where the picture sits is read only once a paint entry is reported: read at DOMContentLoaded, it forced the whole
 * first layout into the script's task (33 ms unthrottled, on Lighthouse's phone about 130 ms of blocking time).
 * The file is served as written, so its comments stay here.
 */
export function scriptsAfterFirstScreen(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const boot = `<script src="${FIRST_SCREEN_BOOT}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(entry[0], () => boot);
}
