// Prints one closing line "N passed, N failed" over the unit/API runs (SQLite and PostgreSQL), the
// API fuzz runs and the browser run, read from their JSON reports (each file's kind is told by its
// fields), so CI and people see the whole count in one place. The fuzzer counts one test per
// operation: passed when none of its answers broke the document. A report that is missing counts as
// a failure: its run did not finish.
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

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8')) as Partial<VitestReport & FuzzReport & PlaywrightReport>;
  if (r.numPassedTests !== undefined) {
    passed += r.numPassedTests;
    failed += r.numFailedTests ?? 0;
    skipped += r.numPendingTests ?? 0;
  } else if (r.operations !== undefined) {
    passed += r.operations - (r.failedOperations ?? 0);
    failed += r.failedOperations ?? 0;
  } else if (r.stats) {
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
