// The closing count of `npm test` over the JSON reports of its runs (vitest on each engine, the API fuzzer,
// Playwright), each report's kind told by its fields. Pure: reading files and the exit code are the CLI's
// (scripts/test-summary.ts). A browser test that passed only on its retry is counted as flaky, never as passed,
// and fails the run: the retry tells whether a failure is flaky, it must not hide it.
import { join, relative } from 'node:path';

interface VitestReport {
  numPassedTests: number;
  numFailedTests?: number;
  numPendingTests?: number;
}
interface FuzzReport {
  operations: number;
  failedOperations?: number;
  /** sqlite or postgres; covered: operations a valid request reached with a 2xx/3xx (scripts/fuzz-api.ts). */
  engine?: string;
  covered?: number;
  /** Uncovered operations not in scripts/fuzz/allowed-uncovered.ts: each fails the run. */
  uncoveredNotAllowed?: string[];
}
type TestStatus = 'expected' | 'unexpected' | 'flaky' | 'skipped';
interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { status: TestStatus; projectName?: string }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  config?: { rootDir?: string };
  suites?: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
type Report = Partial<VitestReport & FuzzReport & PlaywrightReport>;

/** One report file: its parsed JSON, or undefined when the file is missing (its run did not finish). */
export interface ReportInput {
  file: string;
  report: unknown;
}

export interface Summary {
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
  /** Browser tests that failed and then passed on a retry, as `file:line title`. */
  flakyTests: string[];
  /** Browser tests that failed on every try, as `file:line title`. */
  failedTests: string[];
  /** Report files that were missing or of no known kind (each counts as one failure). */
  unreadable: string[];
  /** The API fuzzer's success coverage per engine, from the reports that carry it. */
  fuzzCoverage: { engine: string; covered: number; operations: number }[];
}

/** The spec's `file:line title`, its file relative to `cwd` (Playwright writes it relative to its test folder). */
function specName(spec: PlaywrightSpec, describes: string[], rootDir: string | undefined, cwd: string): string {
  const file = rootDir ? relative(cwd, join(rootDir, spec.file)) : spec.file;
  return `${file}:${spec.line} ${[...describes, spec.title].join(' › ')}`;
}

function* specsOf(suite: PlaywrightSuite, describes: string[]): Generator<[PlaywrightSpec, string[]]> {
  for (const spec of suite.specs ?? []) yield [spec, describes];
  // The top suites are files (their title is the file name); nested ones are `test.describe` blocks.
  for (const inner of suite.suites ?? []) yield* specsOf(inner, [...describes, inner.title]);
}

function browserTests(r: PlaywrightReport, status: TestStatus, cwd: string): string[] {
  const names: string[] = [];
  for (const top of r.suites ?? [])
    for (const [spec, describes] of specsOf(top, []))
      if (spec.tests.some((t) => t.status === status)) names.push(specName(spec, describes, r.config?.rootDir, cwd));
  return names;
}

export function summarize(inputs: ReportInput[], cwd = process.cwd()): Summary {
  const s: Summary = {
    passed: 0,
    failed: 0,
    flaky: 0,
    skipped: 0,
    flakyTests: [],
    failedTests: [],
    unreadable: [],
    fuzzCoverage: [],
  };
  for (const { file, report } of inputs) {
    const r = (report ?? {}) as Report;
    if (r.numPassedTests !== undefined) {
      s.passed += r.numPassedTests;
      s.failed += r.numFailedTests ?? 0;
      s.skipped += r.numPendingTests ?? 0;
    } else if (r.operations !== undefined) {
      const failed = (r.failedOperations ?? 0) + (r.uncoveredNotAllowed?.length ?? 0);
      s.passed += Math.max(0, r.operations - failed);
      s.failed += failed;
      if (r.covered !== undefined)
        s.fuzzCoverage.push({ engine: r.engine ?? file, covered: r.covered, operations: r.operations });
    } else if (r.stats) {
      const stats = r.stats;
      s.passed += stats.expected;
      s.failed += stats.unexpected;
      s.flaky += stats.flaky;
      s.skipped += stats.skipped;
      s.flakyTests.push(...browserTests(r as PlaywrightReport, 'flaky', cwd));
      s.failedTests.push(...browserTests(r as PlaywrightReport, 'unexpected', cwd));
    } else {
      s.unreadable.push(file);
      s.failed += 1;
    }
  }
  return s;
}

/** The lines to print, the closing count last: `N passed, N failed, N flaky` (and skipped when any). */
export function summaryLines(s: Summary): string[] {
  const lines = s.unreadable.map((file) => `missing or unreadable report: ${file}`);
  if (s.failedTests.length) lines.push('', 'failed browser tests:', ...s.failedTests.map((t) => `  ${t}`));
  if (s.flakyTests.length)
    lines.push('', 'flaky browser tests (failed, then passed on retry):', ...s.flakyTests.map((t) => `  ${t}`));
  if (s.fuzzCoverage.length)
    lines.push(
      '',
      `API fuzz coverage (operations answered with success): ${s.fuzzCoverage
        .map((c) => `${c.engine} ${c.covered}/${c.operations}`)
        .join(', ')}`,
    );
  lines.push(
    '',
    `${s.passed} passed, ${s.failed} failed, ${s.flaky} flaky${s.skipped ? `, ${s.skipped} skipped` : ''}`,
  );
  return lines;
}

/** A run passes when something passed and nothing failed or was flaky. */
export const summaryPasses = (s: Summary): boolean => s.passed > 0 && s.failed === 0 && s.flaky === 0;
