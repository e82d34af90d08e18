// `npm run bench:web`: builds the web app, starts the real server on a free port with a fresh
// seeded DATA_DIR and, in Debian's Chromium, measures three things on `/`, `/catalog` and a post.
//
// 1. The JavaScript a first visit loads before the page is interactive: every script the page
// requests until its load event has fired and the app has drawn its first screen's content (a card,
// the material's title) in #root, with the server's HTML copy of that screen (#first-screen) gone,
// all timed in the page itself, so the figure is the same on a slow or a
// fast machine. Scripts asked for later (work deferred to idle, the sync worker) are listed apart,
// with the time they were asked for, until no script has been requested for a quiet second. Sizes
// are the gzip of each file (level 9, as a CDN or our server's compression would send it), so the
// figure is stable on a loaded machine; each page is loaded three times and the median kept, since a late
// part can start within milliseconds of the takeover on either side. `--check` measures only this and exits 1
// when a page exceeds its budget or adds a stylesheet its HTML does not link (npm test runs it after the build).
// The page loads themselves are ./first-load.ts.
// 2. Lighthouse 13, mobile preset, 3 runs per page, medians (./lighthouse.ts), with each page's main-thread work
// beside the minimal app's; `--busy` runs this part while spinning processes hold every core (./busy-cores.ts, issue 43:
// a phone running anything else), and checks each page against issue 43's goal (score ≥ 0.95, at most 2× the minimal
// app's main-thread work). A news item is measured here only (bench-pages.ts).
// 3. The cold start to the first catalogue card, online and offline (./cold-start.ts).
// 4. The bytes a first visit transfers in all with the service worker allowed (./first-visit-bytes.ts, issue 44).
// 2 and 3 are timings, so they are not checked: their figures go in docs/performance.md, each beside a
// minimal React 19 + TanStack Router app (./minimal-app) measured in the same run, because the
// machine is shared and only a same-run comparison means anything.
// `--no-build` reuses dist/; `--verbose` lists every script; `--no-lighthouse`, `--no-cold-start`, `--no-transfer`,
// `--no-baseline` skip a part; `--runs=N` changes the 3 runs; `--pages=home,catalog,post,news` picks pages.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortSync, serverEnv } from '../../tests/e2e/server.ts';
import { buildServerIfStale, serverArgs } from '../server-bundle.ts';
import { offlineColdStarts, onlineColdStarts, prepareOfflineProfile, type ColdStart } from './cold-start.ts';
import { LIGHTHOUSE_VERSION, lighthouse, median, newReportDir, type LighthouseResult } from './lighthouse.ts';
import { buildMinimalApp } from './minimal-app/build.ts';
import { benchPages, LIGHTHOUSE_ONLY, type BenchPage } from './bench-pages.ts';
import { holdCores } from './busy-cores.ts';
import { BUDGET_KB, GOAL_KB } from './first-load-budgets.ts';
import { measureFirstLoad, type FirstLoad, type ScriptLoad } from './first-load.ts';
import { printFirstVisitBytes } from './first-visit-bytes.ts';

const DIST = './dist/web';

const args = new Set(process.argv.slice(2));
const RUNS = Number([...args].find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);

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

interface Server {
  url: string;
  stop: () => Promise<void>;
}

/** The real server on a free port with a fresh seeded DATA_DIR, serving `webDist`. */
async function startServer(webDist: string): Promise<Server> {
  const port = freePortSync();
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-bench-web-'));
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, ...serverEnv(port, dataDir), WEB_DIST: webDist, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(url);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, stop };
}

/** Returns true when a page is over its budget. */
async function measureBytes(url: string, pages: BenchPage[]): Promise<boolean> {
  let over = false;
  console.log(`First-load JavaScript before the page is interactive, gzip (goal ${GOAL_KB} KB)\n`);
  for (const [name, path, ready] of pages.filter(([name]) => !LIGHTHOUSE_ONLY.has(name))) {
    // The median of three loads: a late part whose answer comes within milliseconds of the takeover (DOMPurify for
    // a post's lower blocks, 'Читайте также') can start on either side of it, so one load is not a stable figure.
    const firstKb = (loads: ScriptLoad[]) =>
      loads.filter((l) => !l.worker && !l.late).reduce((s, l) => s + l.gzip, 0) / 1024;
    const tries: FirstLoad[] = [];
    for (let i = 0; i < 3; i++) tries.push(await measureFirstLoad(DIST, url, path, ready));
    const loads = tries.map((t) => t.scripts).sort((a, b) => firstKb(a) - firstKb(b))[1]!;
    // Each stylesheet added to a page makes the browser rebuild its style rules and restyle the whole document
    // (5 to 20 ms on this machine, ×4 on Lighthouse's phone): what a first screen needs is in the entry's CSS.
    const addedStyles = [...new Set(tries.flatMap((t) => t.addedStyles))];
    if (addedStyles.length > 0) {
      over = true;
      console.log(`OVER ${path}: stylesheets added while the page starts: ${addedStyles.join(', ')}`);
    }
    const page = loads.filter((l) => !l.worker && !l.late);
    const later = loads.filter((l) => l.worker || l.late);
    const kb = firstKb(loads);
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
  return over;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Issue 43's goal for a page measured with --busy: this score, and at most this many times the minimal app's work. */
const BUSY_GOAL = { score: 0.95, work: 2 };

/** Prints a page's medians; with the minimal app's main-thread work, the ratio, and under --busy whether the goal holds. */
function printLighthouse(label: string, r: LighthouseResult, minimalWork?: number): boolean {
  const m = r.median;
  const ratio = minimalWork ? m.work / minimalWork : NaN;
  const met = m.score >= BUSY_GOAL.score && !(ratio > BUSY_GOAL.work);
  const verdict = minimalWork && args.has('--busy') ? (met ? '  ✔' : '  ✘ goal: score ≥ 0.95, work ≤ ×2') : '';
  console.log(
    `${label.padEnd(44)} score ${m.score.toFixed(2)}  LCP ${seconds(m.lcp)}  TBT ${Math.round(m.tbt)} ms` +
      `  CLS ${m.cls.toFixed(3)}  FCP ${seconds(m.fcp)}  work ${Math.round(m.work)} ms` +
      (minimalWork ? ` (×${ratio.toFixed(1)} minimal)` : '') +
      `   (scores ${r.runs.map((f) => f.score.toFixed(2)).join(', ')})${verdict}`,
  );
  if (args.has('--verbose')) {
    console.log(`       largest paint: ${r.lcpElement || '(not reported)'}`);
    for (const f of [...r.workParts, ...r.findings]) console.log(`       ${f}`);
    console.log(`       report: ${r.reportFile}`);
  }
  return met;
}

function printColdStarts(label: string, runs: ColdStart[]): void {
  const card = median(runs.map((r) => r.card));
  const fcp = median(runs.map((r) => r.fcp));
  console.log(
    `${label.padEnd(44)} first card ${Math.round(card)} ms, first paint ${Math.round(fcp)} ms` +
      `   (cards ${runs.map((r) => r.card).join(', ')} ms)`,
  );
  if (!args.has('--verbose')) return;
  for (const phase of Object.keys(runs[0]?.phases ?? {}))
    console.log(`${''.padEnd(8)}${phase.padEnd(36)} ${runs.map((r) => r.phases[phase]).join(', ')}`);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const check = args.has('--check');
  const withLighthouse = !check && !args.has('--no-lighthouse');
  const withColdStart = !check && !args.has('--no-cold-start');
  const withTransfer = !check && !args.has('--no-transfer');
  const withBaseline = (withLighthouse || withColdStart || withTransfer) && !args.has('--no-baseline');
  if (!args.has('--no-build')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  buildServerIfStale();
  if (!check) console.log(`${new Date().toISOString()}, load average ${load()} (${RUNS} runs each, medians)\n`);

  const baselineDist = mkdtempSync(join(tmpdir(), 'nauka-bench-minimal-'));
  const baseline = withBaseline ? (await buildMinimalApp(baselineDist), await startServer(baselineDist)) : null;
  const server = await startServer(DIST);
  let over = false;
  try {
    const { url } = server;
    const only = [...args]
      .find((a) => a.startsWith('--pages='))
      ?.slice(8)
      .split(',');
    const pages = await benchPages(url, only);
    over = await measureBytes(url, pages);
    if (withTransfer) await printFirstVisitBytes(url, pages, baseline?.url ?? null, RUNS, args.has('--verbose'));

    if (withLighthouse) {
      const reports = newReportDir();
      const busy = args.has('--busy');
      console.log(
        `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile preset, medians of ${RUNS} runs` +
          `${busy ? ', every core held by a spinning process' : ''} (reports in ${reports})\n`,
      );
      const release = busy ? holdCores() : () => undefined;
      try {
        const minimal = baseline ? await lighthouse(`${baseline.url}/catalog`, RUNS, reports, 'minimal') : null;
        if (minimal) printLighthouse('minimal app /catalog', minimal);
        let met = true;
        for (const [name, path] of pages)
          met = printLighthouse(path, await lighthouse(url + path, RUNS, reports, name), minimal?.median.work) && met;
        if (busy) console.log(`\nload average with the cores held: ${load()}${minimal && !met ? '; goal missed' : ''}`);
      } finally {
        release();
      }
    }

    if (withColdStart) {
      console.log('\nCold start to the first catalogue card, 375 px window, medians\n');
      if (baseline) printColdStarts('minimal app, online', await onlineColdStarts(`${baseline.url}/catalog`, RUNS));
      printColdStarts('/catalog, online (fresh profile)', await onlineColdStarts(`${url}/catalog`, RUNS));
      const profile = await prepareOfflineProfile(`${url}/catalog`);
      await server.stop();
      printColdStarts(
        '/catalog, offline (installed, network off)',
        await offlineColdStarts(profile, `${url}/catalog`, RUNS),
      );
    }
    if (!check) console.log(`\nload average at the end: ${load()}`);
  } finally {
    await server.stop();
    await baseline?.stop();
    rmSync(baselineDist, { recursive: true, force: true });
  }
  if (over && check) {
    console.error(
      '\nFirst-load JavaScript exceeds its budget, or a stylesheet is added while a page starts (scripts/bench/web.ts, issue #17).',
    );
    process.exit(1);
  }
}

await main();
