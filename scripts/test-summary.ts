// Prints the closing lines of `npm test` over the JSON reports named on its command line (vitest on SQLite
// and PostgreSQL, the API fuzz runs, the browser run): the flaky and failed browser tests by name, then
// "N passed, N failed, N flaky". Exits 1 when anything failed or was flaky, or a report is missing (its run did
// not finish). The counting is scripts/test-summary/summarize.ts.
import { existsSync, readFileSync } from 'node:fs';
import { summarize, summaryLines, summaryPasses, type ReportInput } from './test-summary/summarize.ts';

function read(file: string): ReportInput {
  if (!existsSync(file)) return { file, report: undefined };
  try {
    return { file, report: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch {
    return { file, report: undefined };
  }
}

const summary = summarize(process.argv.slice(2).map(read));
console.log(summaryLines(summary).join('\n'));
process.exit(summaryPasses(summary) ? 0 : 1);
