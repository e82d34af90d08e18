// Lighthouse for `npm run bench:web`: the mobile preset (Lighthouse's default: a Moto G power
// class phone, 4x CPU slowdown, slow 4G, all simulated) on one URL, several runs, the median of
// each figure. Lighthouse is not a devDependency: it brings 114 packages and 176 MB to every
// `npm ci` for a measure nobody needs in CI, so the first run installs it from the npm registry
// into a cache folder shared by every checkout (about 10 s, then reused). Its package asks for
// Node 22; the CLI runs on our Node 20 (checked with 13.5.0), so the engine warning is ignored.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../../tests/e2e/chromium-path.ts';

export const LIGHTHOUSE_VERSION = '13.5.0';
const CACHE_DIR = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'nauka-bench');
const INSTALL_DIR = join(CACHE_DIR, `lighthouse-${LIGHTHOUSE_VERSION}`);
const CLI = join(INSTALL_DIR, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run';

export interface LighthouseFigures {
  score: number;
  /** Milliseconds, except CLS. */
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Main-thread work (Lighthouse's 'mainthread-work-breakdown': script, style, layout, parsing…), simulated phone ms. */
  work: number;
}

export interface LighthouseResult {
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  /** The largest paint's element in the last run, as Lighthouse names it. */
  lcpElement: string;
  /** Opportunities and insights that failed in the last run, with their estimated savings. */
  findings: string[];
  /** Main-thread work of the last run by kind, and the scripts that took the longest (ms, simulated phone). */
  workParts: string[];
  reportFile: string;
}

/** The Lighthouse CLI, installed on first use into ~/.cache/nauka-bench (atomic: a rename). */
export function ensureLighthouse(): string {
  if (existsSync(CLI)) return CLI;
  mkdirSync(CACHE_DIR, { recursive: true });
  const staging = mkdtempSync(join(CACHE_DIR, 'installing-'));
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${INSTALL_DIR} (once) ...`);
  try {
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--loglevel=error',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (!existsSync(CLI)) renameSync(staging, INSTALL_DIR);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return CLI;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  title: string;
  numericValue?: number;
  displayValue?: string;
  details?: {
    items?: { type?: string; snippet?: string; groupLabel?: string; duration?: number; url?: string; total?: number }[];
  };
}
interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

function runOnce(cli: string, url: string, output: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumPath() ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} on ${url}`));
      const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
      if (report.runtimeError) return reject(new Error(`lighthouse on ${url}: ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

function figuresOf(report: Report): LighthouseFigures {
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: report.categories.performance.score,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    work: value('mainthread-work-breakdown'),
  };
}

const METRICS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
]);

function findingsOf(report: Report): string[] {
  return Object.entries(report.audits)
    .filter(([id, a]) => !METRICS.has(id) && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map(([id, a]) => `${id}${a.displayValue ? `: ${a.displayValue}` : ''}`);
}

function workPartsOf(report: Report): string[] {
  const ms = (n = 0) => `${Math.round(n)} ms`;
  const kinds = (report.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .map((i) => `${i.groupLabel}: ${ms(i.duration)}`)
    .join(', ');
  const scripts = (report.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 5)
    .map((i) => `${(i.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${ms(i.total)}`);
  return [`by kind: ${kinds}`, ...scripts.map((s) => `script: ${s}`)];
}

/** A run that fails is tried this many times in all before the bench stops. */
const ATTEMPTS = 4;

/**
 * On a loaded machine Chromium now and then records no navigation start (NO_NAVSTART), twice in a row on 2 December
 * with both cores held: run again, saying so, and give up only after ATTEMPTS failures.
 */
async function runWithRetries(cli: string, url: string, output: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(cli, url, output);
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      console.error(`  (attempt ${attempt} of ${ATTEMPTS} failed: ${(err as Error).message}; running again)`);
    }
  }
}

/** `runs` Lighthouse runs of `url` one after another (never in parallel: they would slow each other). */
export async function lighthouse(
  url: string,
  runs: number,
  reportDir: string,
  name: string,
): Promise<LighthouseResult> {
  const cli = ensureLighthouse();
  const reports: Report[] = [];
  let reportFile = '';
  for (let i = 1; i <= runs; i++) {
    reportFile = join(reportDir, `${name}-${i}.json`);
    reports.push(await runWithRetries(cli, url, reportFile));
  }
  const figures = reports.map(figuresOf);
  const last = reports[reports.length - 1]!;
  const pick = (k: keyof LighthouseFigures) => median(figures.map((f) => f[k]));
  return {
    runs: figures,
    median: {
      score: pick('score'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      fcp: pick('fcp'),
      work: pick('work'),
    },
    lcpElement: last.audits['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node')?.snippet ?? '',
    findings: findingsOf(last),
    workParts: workPartsOf(last),
    reportFile,
  };
}

export function newReportDir(): string {
  return mkdtempSync(join(tmpdir(), 'nauka-lighthouse-'));
}
