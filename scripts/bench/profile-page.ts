// `npx tsx scripts/bench/profile-page.ts /catalog [--throttle=4] [--seconds=8]`: where a first visit's
// long tasks go. Starts the real server on the built dist/web (vite build writes source maps), opens
// the page in Chromium with a fresh profile and the CPU slowed down as Lighthouse's phone is, records
// a CPU profile, and for each task longer than 50 ms prints its time per source file of ours or per
// package (mapped through the source maps), self time and on-stack time. A tool for finding what
// to cut (issue 17, total blocking time), not a measurement: docs/performance.md's figures come from bench:web.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { chromiumPath } from '../../tests/e2e/chromium-path.ts';
import { startOwnServer } from '../../tests/e2e/server.ts';

const args = process.argv.slice(2);
const path = args.find((a) => !a.startsWith('--')) ?? '/catalog';
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const THROTTLE = option('throttle', 4);
const SECONDS = option('seconds', 8);
const DIST = process.env.WEB_DIST ?? './dist/web';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();

/** A frame's file path and, for one of the built assets, its source map (read once per file). */
function located(frame: CallFrame): { pathname: string; map: SourceMapConsumer | null } {
  const { pathname } = frame.url ? new URL(frame.url, 'http://x') : { pathname: '' };
  if (!pathname.startsWith('/assets/')) return { pathname, map: null };
  if (!maps.has(pathname)) {
    try {
      const raw = JSON.parse(readFileSync(join(DIST, `${pathname}.map`), 'utf8')) as RawSourceMap;
      maps.set(pathname, new SourceMapConsumer(raw));
    } catch {
      maps.set(pathname, null);
    }
  }
  return { pathname, map: maps.get(pathname) ?? null };
}

const original = (map: SourceMapConsumer | null, frame: CallFrame) =>
  map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });

/** A function's name and original position, for --functions. */
function functionOf(frame: CallFrame): string {
  const { pathname, map } = located(frame);
  const pos = original(map, frame);
  const where = pos?.source
    ? `${pos.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '')}:${pos.line}`
    : pathname;
  return `${pos?.name ?? frame.functionName ?? '?'}@${where}`;
}

/** The source file of ours, or the npm package, a frame runs in. */
function sourceOf(frame: CallFrame): string {
  const { pathname, map } = located(frame);
  if (!pathname.startsWith('/assets/'))
    return frame.url ? pathname || frame.url : `(${frame.functionName || 'native'})`;
  const source = original(map, frame)?.source;
  if (!source) return pathname;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? `npm:${pkg[1]}` : source.replace(/^(\.\.\/)+/, '');
}

async function main(): Promise<void> {
  const server = await startOwnServer(mkdtempSync(join(tmpdir(), 'nauka-profile-')), {
    WEB_DIST: DIST,
    LOG_LEVEL: 'error',
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.addInitScript(`(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    })();`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(server.url + path, { waitUntil: 'load' });
    await page.waitForTimeout(SECONDS * 1000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const tasks = (await page.evaluate('window.__longTasks')) as { start: number; duration: number }[];
    report(profile, tasks);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

function report(profile: Profile, tasks: { start: number; duration: number }[]): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let blocking = 0;
  for (const task of tasks) blocking += Math.max(0, task.duration - 50);
  console.log(`${path}, CPU ${THROTTLE}x slower: ${tasks.length} long tasks, blocking time ${Math.round(blocking)} ms`);
  console.log(`(the page's own longtask entries; below, busy stretches of the CPU profile over 50 ms)\n`);
  // A busy stretch: consecutive samples that are not '(idle)'. Tasks back to back merge, which is fine
  // for finding what costs.
  const idle = (id: number) => byId.get(id)!.callFrame.functionName === '(idle)';
  let at = profile.startTime / 1000;
  const first = at;
  let run: number[] = [];
  let runStart = 0;
  const flush = () => {
    const ms = run.reduce((s, i) => s + profile.timeDeltas[i + 1]! / 1000, 0);
    if (ms >= 50) describe(run, ms, runStart - first);
    run = [];
  };
  const describe = (samples: number[], ms: number, from: number) => {
    const self = new Map<string, number>();
    const stack = new Map<string, number>();
    const functions = new Map<string, number>();
    for (const i of samples) {
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const s = profile.samples[i]!;
      const fn = functionOf(byId.get(s)!.callFrame);
      functions.set(fn, (functions.get(fn) ?? 0) + dt);
      const key = sourceOf(byId.get(s)!.callFrame);
      self.set(key, (self.get(key) ?? 0) + dt);
      const seen = new Set<string>();
      for (let id: number | undefined = s; id !== undefined; id = parent.get(id)) {
        const k = sourceOf(byId.get(id)!.callFrame);
        if (seen.has(k)) continue;
        seen.add(k);
        stack.set(k, (stack.get(k) ?? 0) + dt);
      }
    }
    const top = (m: Map<string, number>) =>
      [...m]
        .filter(([k]) => !k.startsWith('(root') && !k.startsWith('(program'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 9)
        .map(([k, v]) => `${Math.round(v)} ${k}`)
        .join(' · ');
    console.log(`busy from ${Math.round(from)} ms for ${Math.round(ms)} ms`);
    console.log(`  self:  ${top(self)}`);
    console.log(`  stack: ${top(stack)}`);
    if (args.includes('--functions')) console.log(`  functions: ${top(functions)}`);
    console.log('');
  };
  for (const [i, s] of profile.samples.entries()) {
    at += profile.timeDeltas[i]! / 1000;
    if (idle(s)) {
      flush();
      continue;
    }
    if (!run.length) runStart = at;
    run.push(i);
  }
  flush();
}

await main();
