// `npm run bench:start-blocking -- [--runs=5] [--pages=home,catalog,post] [dist-a dist-b ...]`: how long a first
// visit's start blocks input on a slow phone (issue 17). Each page is opened in Chromium with a fresh profile and the
// CPU slowed down 4x as Lighthouse's phone is; the page's own long tasks after its first contentful paint give the
// blocking time (each task's time over 50 ms, as Lighthouse's total blocking time counts it, but measured rather than
// simulated), and Long Animation Frames name the script of each long frame. With several built apps (each a folder
// with web/ and ssr/ inside the project, or dist/ by default) their runs interleave, so the host's changing load falls
// on each alike. Timings, not checked: the figures go in docs/performance.md beside the same run's other build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from '../../tests/e2e/chromium-path.ts';
import { startOwnServer } from '../../tests/e2e/server.ts';
import { benchPages } from './bench-pages.ts';
import { median } from './lighthouse.ts';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 5);
const PAGES = option('pages')?.split(',');
const builds = args.filter((a) => !a.startsWith('--'));
if (!builds.length) builds.push('dist');

/** Collects the page's long tasks and long animation frames from its first moment. */
const OBSERVE = `(() => {
  window.__tasks = [];
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__frames.push({
        start: e.startTime,
        scripts: e.scripts.map((s) => ({ ms: s.duration, what: s.invokerType + ' ' + (s.sourceURL || s.invoker).replace(/^.*\\//, '') })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

interface Visit {
  blocking: number;
  tasks: number;
  /** The longest script of the visit's long frames and its time. */
  longest: { ms: number; what: string } | null;
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    return await page.evaluate(() => {
      const w = window as unknown as {
        __tasks: { start: number; duration: number }[];
        __frames: { start: number; scripts: { ms: number; what: string }[] }[];
      };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = w.__tasks.filter((t) => t.start >= fcp);
      const scripts = w.__frames.flatMap((f) => f.scripts).sort((a, b) => b.ms - a.ms);
      return {
        blocking: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        tasks: after.length,
        longest: scripts[0] ?? null,
      };
    });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const servers = [];
  for (const build of builds)
    servers.push(
      await startOwnServer(mkdtempSync(join(tmpdir(), 'nauka-blocking-')), {
        WEB_DIST: join(build, 'web'),
        LOG_LEVEL: 'error',
      }),
    );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    console.log(`Blocking time after the first paint at 4x CPU slowdown, medians of ${RUNS} visits\n`);
    for (const [, path] of await benchPages(servers[0]!.url, PAGES)) {
      const visits: Visit[][] = builds.map(() => []);
      for (let run = 0; run < RUNS; run++)
        for (const [i, server] of servers.entries()) visits[i]!.push(await visit(browser, server.url + path));
      for (const [i, build] of builds.entries()) {
        const mine = visits[i]!;
        const blocking = median(mine.map((v) => v.blocking));
        const runs = mine.map((v) => Math.round(v.blocking)).join(', ');
        console.log(`${path.padEnd(30)} ${build.padEnd(12)} ${String(Math.round(blocking)).padStart(4)} ms (${runs})`);
        const longest = mine.flatMap((v) => (v.longest ? [v.longest] : [])).sort((a, b) => b.ms - a.ms)[0];
        if (longest) console.log(`${''.padEnd(43)} longest script: ${Math.round(longest.ms)} ms, ${longest.what}`);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
