// Whether a build must run again: the newest modification time of any file under a source tree (generated route
// trees and node_modules left out), 0 when it does not exist. For the builds that run only when stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function newestMtime(path: string): number {
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

/** Whether `built` is missing or older than anything under `sources`: its build must run again. */
export function isStale(built: string, sources: string[]): boolean {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  return builtAt < Math.max(...sources.map(newestMtime));
}
