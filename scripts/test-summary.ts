// Prints one closing line "N passed, N failed" over the unit/API, API fuzz and browser runs,
// read from their JSON reports, so CI and people see the whole count in one place. The fuzzer
// counts one test per operation: passed when none of its answers broke the document.
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}
interface FuzzReport {
  operations: number;
  failedOperations: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const [vitestFile, playwrightFile, fuzzFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
if (vitestFile && existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, 'utf8')) as VitestReport;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests;
}
if (fuzzFile && existsSync(fuzzFile)) {
  const r = JSON.parse(readFileSync(fuzzFile, 'utf8')) as FuzzReport;
  passed += r.operations - r.failedOperations;
  failed += r.failedOperations;
}
if (playwrightFile && existsSync(playwrightFile)) {
  const r = JSON.parse(readFileSync(playwrightFile, 'utf8')) as PlaywrightReport;
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  skipped += r.stats.skipped;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
