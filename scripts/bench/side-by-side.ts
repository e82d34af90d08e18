// `npm run bench:compare -- <git ref> <bench> [runs]`: runs a bench (api, sync, load) on this tree and
// on an earlier commit, alternately, `runs` times each (default 2), so a change is measured beside its
// baseline under the same load. The earlier commit is checked out once into a temporary git worktree
// that shares this tree's node_modules; its server bundle is built there. Environment variables
// (BENCH_PARTS, BENCH_SECONDS, …) reach both runs; BENCH_ENGINE reaches only this tree's, as the
// baseline may predate it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [ref, bench, runsArg] = process.argv.slice(2);
if (!ref || !bench || !['api', 'sync', 'load'].includes(bench)) {
  console.error('usage: npm run bench:compare -- <git ref> <api|sync|load> [runs]');
  process.exit(2);
}
const runs = Number(runsArg ?? 2);
const here = resolve(import.meta.dirname, '../..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: here }).toString().trim();
const sha = git('rev-parse', '--short', ref);
const base = join(tmpdir(), `nauka-bench-base-${sha}`);
if (!existsSync(base)) {
  git('worktree', 'add', '--detach', base, sha);
  symlinkSync(join(here, 'node_modules'), join(base, 'node_modules'));
}

function run(label: string, dir: string, env: NodeJS.ProcessEnv): number {
  console.log(`\n===== ${label} (${dir}) =====`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/bench/${bench}.ts`], {
    cwd: dir,
    env,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

const { BENCH_ENGINE: _engine, ...baseEnv } = process.env;
let failed = 0;
for (let i = 1; i <= runs; i++) {
  failed += run(`baseline ${sha}, run ${i}`, base, baseEnv) ? 1 : 0;
  failed += run(`this tree (${git('rev-parse', '--short', 'HEAD')} + changes), run ${i}`, here, process.env) ? 1 : 0;
}
process.exitCode = failed ? 1 : 0;
