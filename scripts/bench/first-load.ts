// One first visit of a page in Debian's Chromium, for `npm run bench:web` (./web.ts): the scripts it asks for and
// when (before or after the app has taken over from the server's first screen), with their gzip sizes, and the
// stylesheets the app adds that the page's HTML does not link.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBenchBrowser, phonePage } from './bench-browser.ts';

/** Scripts are counted until none has been asked for during this long. */
const QUIET_MS = 1000;

export interface ScriptLoad {
  file: string;
  gzip: number;
  at: number;
  worker: boolean;
  /** Requested after the page was interactive. */
  late: boolean;
}

function gzipOf(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

declare global {
  interface Window {
    __readyAt?: number;
  }
}

export interface FirstLoad {
  scripts: ScriptLoad[];
  /** Stylesheets the page's own HTML does not link, added by the app while it starts. */
  addedStyles: string[];
}

/** `dist`: the built web app the server serves (for the gzip sizes); `ready`: a selector of the first screen's content. */
export async function measureFirstLoad(dist: string, url: string, path: string, ready: string): Promise<FirstLoad> {
  const browser = await launchBenchBrowser();
  try {
    const page = await phonePage(browser);
    // The moment the first content is in the document (page clock), taken in the page itself so
    // the result does not depend on how fast this script polls; the load event must have fired too.
    // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
    await page.addInitScript(`(() => {
      const selector = ${JSON.stringify(ready)};
      const mark = () => {
        // The app's own content, and the server's first screen (#first-screen) gone: the moment the
        // app has taken over, not when the server's HTML of the same content arrived.
        const appDrawn = document.querySelector('#root ' + selector) && !document.getElementById('first-screen');
        if (window.__readyAt === undefined && document.readyState === 'complete' && appDrawn)
          window.__readyAt = performance.now();
      };
      new MutationObserver(mark).observe(document, { childList: true, subtree: true });
      window.addEventListener('load', mark);
    })();`);
    const files = new Map<string, boolean>();
    const styles = new Set<string>();
    let last = Date.now();
    const note = (requestUrl: string, worker: boolean) => {
      const { pathname } = new URL(requestUrl);
      if (pathname.endsWith('.css')) styles.add(pathname);
      if (!pathname.endsWith('.js') || pathname === '/sw.js' || files.has(pathname)) return;
      files.set(pathname, worker || /worker/i.test(pathname));
      last = Date.now();
    };
    page.on('request', (req) => note(req.url(), false));
    page.on('worker', (w) => note(w.url(), true));
    await page.goto(url + path, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__readyAt !== undefined, undefined, { timeout: 30_000 });
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(100);
    const timing = await page.evaluate(() => ({
      readyAt: window.__readyAt ?? 0,
      starts: performance
        .getEntriesByType('resource')
        .map((e) => [new URL(e.name).pathname, e.startTime] as [string, number]),
    }));
    const startOf = new Map(timing.starts);
    const html = await (await fetch(url + path)).text();
    const addedStyles = [...styles].filter((pathname) => !html.includes(`href="${pathname}"`));
    const scripts = [...files].map(([pathname, worker]) => {
      const at = startOf.get(pathname);
      const file = pathname.slice(1);
      // A script the page's timeline does not list was fetched by the worker itself.
      return {
        file,
        gzip: gzipOf(dist, file),
        at: Math.round(at ?? -1),
        worker,
        late: at === undefined || at > timing.readyAt,
      };
    });
    return { scripts, addedStyles };
  } finally {
    await browser.close();
  }
}
