// `npm run bench:web`: builds the web app, starts the real server on a free port with a fresh
// seeded DATA_DIR and, in Debian's Chromium, measures the JavaScript a first visit loads before
// the page is interactive on `/`, `/catalog` and a post: every script the page requests until its
// load event has fired and its first screen's content (a card, the material's title) is in the
// document, both timed in the page itself, so the figure is the same on a slow or a fast machine.
// Scripts asked for later (work deferred to idle, the sync worker) are listed apart, with the
// time they were asked for, until no script has been requested for a quiet second. Sizes are the
// gzip of each file (level 9, as a CDN or our server's compression would send it), so the figure
// is stable on a loaded machine. `--check` exits 1 when a page exceeds its budget (npm test runs
// it after the build); `--no-build` reuses dist/; `--verbose` lists every script.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../tests/e2e/chromium-path.ts';
import { freePortSync, serverEnv } from '../../tests/e2e/server.ts';

/** Issue #17's goal for every page (gzip KB of scripts before the page is interactive). */
const GOAL_KB = 130;
/**
 * What `--check` enforces: today's figures plus a little room, so any growth fails `npm test`.
 * Not yet the goal: Dexie (30 KB) is on every first screen, which renders from the device store.
 * Lower these as the first load shrinks. Raising one is a decision written in the README's Benchmarks
 * (the last raise: the notification bell, collections and the staff area, +3 to 4 KB, after their
 * own panels were made lazy).
 */
const BUDGET_KB: Record<string, number> = { home: 176, catalog: 170, post: 198 };
const QUIET_MS = 1000;
const DIST = './dist/web';

const args = new Set(process.argv.slice(2));

interface ScriptLoad {
  file: string;
  gzip: number;
  at: number;
  worker: boolean;
  /** Requested after the page was interactive. */
  late: boolean;
}

function gzipOf(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
}

async function waitHealthy(url: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become healthy');
}

declare global {
  interface Window {
    __readyAt?: number;
  }
}

async function measure(url: string, path: string, ready: string): Promise<ScriptLoad[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'ru-RU' });
    const page = await context.newPage();
    // The moment the first content is in the document (page clock), taken in the page itself so
    // the result does not depend on how fast this script polls; the load event must have fired too.
    // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
    await page.addInitScript(`(() => {
      const selector = ${JSON.stringify(ready)};
      const mark = () => {
        if (window.__readyAt === undefined && document.readyState === 'complete' && document.querySelector(selector))
          window.__readyAt = performance.now();
      };
      new MutationObserver(mark).observe(document, { childList: true, subtree: true });
      window.addEventListener('load', mark);
    })();`);
    const files = new Map<string, boolean>();
    let last = Date.now();
    const note = (requestUrl: string, worker: boolean) => {
      const { pathname } = new URL(requestUrl);
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
    return [...files].map(([pathname, worker]) => {
      const at = startOf.get(pathname);
      const file = pathname.slice(1);
      // A script the page's timeline does not list was fetched by the worker itself.
      return {
        file,
        gzip: gzipOf(file),
        at: Math.round(at ?? -1),
        worker,
        late: at === undefined || at > timing.readyAt,
      };
    });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!args.has('--no-build')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const port = freePortSync();
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-bench-web-'));
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...process.env, ...serverEnv(port, dataDir), WEB_DIST: DIST, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let over = false;
  try {
    await waitHealthy(url);
    const post = (await (await fetch(`${url}/api/catalog?limit=1&page_type_id=3`)).json()) as {
      list: { slug: string }[];
    };
    const pages: [string, string, string][] = [
      ['home', '/', '.content-card'],
      ['catalog', '/catalog', '.content-card'],
      ['post', `/post/${post.list[0]?.slug ?? ''}`, 'h1'],
    ];
    console.log(`First-load JavaScript before the page is interactive, gzip (goal ${GOAL_KB} KB)\n`);
    for (const [name, path, ready] of pages) {
      const loads = await measure(url, path, ready);
      const page = loads.filter((l) => !l.worker && !l.late);
      const later = loads.filter((l) => l.worker || l.late);
      const kb = page.reduce((s, l) => s + l.gzip, 0) / 1024;
      const budget = BUDGET_KB[name] ?? GOAL_KB;
      const ok = kb <= budget;
      if (!ok) over = true;
      console.log(
        `${ok ? 'ok  ' : 'OVER'} ${path.padEnd(36)} ${kb.toFixed(1).padStart(6)} KB in ${String(page.length).padStart(2)} scripts` +
          ` (budget ${budget} KB, goal ${GOAL_KB} KB)`,
      );
      if (args.has('--verbose'))
        for (const l of [...page].sort((a, b) => b.gzip - a.gzip))
          console.log(`       ${(l.gzip / 1024).toFixed(1).padStart(6)} KB  ${l.file}  (+${l.at} ms)`);
      const laterKb = later.reduce((s, l) => s + l.gzip, 0) / 1024;
      console.log(`     after interactive: ${laterKb.toFixed(1)} KB in ${later.length} scripts`);
      if (args.has('--verbose'))
        for (const l of later)
          console.log(
            `       ${(l.gzip / 1024).toFixed(1).padStart(6)} KB  ${l.file}${l.worker ? ' (worker)' : ''}  (+${l.at} ms)`,
          );
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (over && args.has('--check')) {
    console.error('\nFirst-load JavaScript exceeds its budget (scripts/bench/web.ts, issue #17).');
    process.exit(1);
  }
}

await main();
