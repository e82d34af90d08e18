// `npm start`, first half: builds the PWA when dist/web is missing or older than its sources, and the server
// bundle when it is older than its own (scripts/server-bundle.ts); package.json then runs the bundle with plain
// Node, which migrates, seeds and serves.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isStale } from './stale-build.ts';
import { buildServerIfStale } from './server-bundle.ts';

const SOURCES = ['web', 'sync', 'workers', 'vite.config.ts', 'package-lock.json'];
const BUILT = join(process.env.WEB_DIST ?? 'dist/web', 'index.html');

if (isStale(BUILT, SOURCES)) {
  console.log(existsSync(BUILT) ? 'Сборка устарела, пересобираем PWA…' : 'Собираем PWA (первый запуск)…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
buildServerIfStale();
