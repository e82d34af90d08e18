// The closing count over small reports shaped as vitest, the fuzzer and Playwright write them (the Playwright
// ones trimmed from a real run with retries: 1). The CLI is run once per exit-code case, as CI runs it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarize, summaryLines, summaryPasses, type ReportInput } from './summarize.ts';

const fixtures = new URL('./fixtures/', import.meta.url);
const path = (name: string) => new URL(name, fixtures).pathname;
const input = (name: string): ReportInput => ({ file: name, report: JSON.parse(readFileSync(path(name), 'utf8')) });

describe('summarize', () => {
  it('counts a browser test that passed only on its retry as flaky, apart from passed, and names it', () => {
    const s = summarize([input('vitest-passed.json'), input('playwright-flaky-failed.json')], '/repo');
    expect(s).toMatchObject({ passed: 5, failed: 1, flaky: 1, skipped: 2 });
    expect(s.flakyTests).toEqual(['tests/e2e/shell.spec.ts:4 the bell › passes only on its retry']);
    expect(s.failedTests).toEqual(['tests/e2e/shell.spec.ts:6 fails every time']);
    expect(summaryPasses(s)).toBe(false);
    const lines = summaryLines(s);
    expect(lines.at(-1)).toBe('5 passed, 1 failed, 1 flaky, 2 skipped');
    expect(lines).toContain('  tests/e2e/shell.spec.ts:4 the bell › passes only on its retry');
  });

  it('fails the run on a flaky test alone', () => {
    const flakyOnly = input('playwright-flaky-failed.json');
    const report = flakyOnly.report as { stats: { unexpected: number } };
    report.stats.unexpected = 0;
    const s = summarize([input('vitest-passed.json'), flakyOnly], '/repo');
    expect(s).toMatchObject({ failed: 0, flaky: 1 });
    expect(summaryPasses(s)).toBe(false);
  });

  it('adds vitest, fuzz and browser counts; a clean run passes and says 0 flaky', () => {
    const s = summarize([input('vitest-passed.json'), input('playwright-passed.json')], '/repo');
    expect(s).toMatchObject({ passed: 6, failed: 0, flaky: 0, skipped: 1, flakyTests: [], failedTests: [] });
    expect(summaryPasses(s)).toBe(true);
    expect(summaryLines(s)).toEqual(['', '6 passed, 0 failed, 0 flaky, 1 skipped']);
    const fuzz = summarize([input('fuzz.json'), input('vitest-failed.json')]);
    expect(fuzz).toMatchObject({ passed: 10, failed: 3, flaky: 0 });
    expect(summaryPasses(fuzz)).toBe(false);
  });

  it('prints the fuzzer covered/total per engine and fails an uncovered operation not allowed to be', () => {
    const s = summarize([input('fuzz-sqlite.json'), input('fuzz-postgres.json')]);
    expect(s).toMatchObject({ passed: 19, failed: 1 });
    expect(s.fuzzCoverage).toEqual([
      { engine: 'sqlite', covered: 10, operations: 10 },
      { engine: 'postgres', covered: 8, operations: 10 },
    ]);
    expect(summaryPasses(s)).toBe(false);
    expect(summaryLines(s).slice(-3)).toEqual([
      'API fuzz coverage (operations answered with success): sqlite 10/10, postgres 8/10',
      '',
      '19 passed, 1 failed, 0 flaky',
    ]);
  });

  it('counts a missing or unknown report as a failure, and nothing at all as no pass', () => {
    const s = summarize([input('vitest-passed.json'), { file: 'gone.json', report: undefined }]);
    expect(s).toMatchObject({ passed: 4, failed: 1, unreadable: ['gone.json'] });
    expect(summaryLines(s)[0]).toBe('missing or unreadable report: gone.json');
    expect(summaryPasses(summarize([]))).toBe(false);
  });
});

describe('scripts/test-summary.ts', () => {
  const cli = new URL('../test-summary.ts', import.meta.url).pathname;
  const run = (...files: string[]) => {
    try {
      return { code: 0, out: execFileSync(process.execPath, ['--import', 'tsx', cli, ...files], { encoding: 'utf8' }) };
    } catch (e) {
      const failure = e as { status: number; stdout: string };
      return { code: failure.status, out: failure.stdout };
    }
  };

  it('exits 0 on a clean run and 1 when a browser test was flaky, printing its name', () => {
    expect(run(path('vitest-passed.json'), path('playwright-passed.json'))).toMatchObject({ code: 0 });
    const flaky = run(path('vitest-passed.json'), path('playwright-flaky-failed.json'));
    expect(flaky.code).toBe(1);
    expect(flaky.out).toContain('shell.spec.ts:4 the bell › passes only on its retry');
    expect(flaky.out.trim().split('\n').at(-1)).toBe('5 passed, 1 failed, 1 flaky, 2 skipped');
  });
});
