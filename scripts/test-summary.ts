// Prints one closing line "N passed, N failed" over the unit/API and browser runs, read
// from their JSON reports, so CI and people see the whole count in one place.
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport { numPassedTests: number; numFailedTests: number; numPendingTests: number }
interface PlaywrightReport { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
if (vitestFile && existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, 'utf8')) as VitestReport;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests;
}
if (playwrightFile && existsSync(playwrightFile)) {
  const r = JSON.parse(readFileSync(playwrightFile, 'utf8')) as PlaywrightReport;
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  skipped += r.stats.skipped;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
