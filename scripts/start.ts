// `npm start`: builds the PWA when dist/web is missing or older than its sources, then
// starts the server (migrations and demo seed run inside it).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['web', 'sync', 'workers', 'vite.config.ts', 'package-lock.json'];
const BUILT = join(process.env.WEB_DIST ?? 'dist/web', 'index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.gen.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sourcesAt = Math.max(...SOURCES.map(newestMtime));
const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Сборка устарела, пересобираем PWA…' : 'Собираем PWA (первый запуск)…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
await import('../api/server.ts');
