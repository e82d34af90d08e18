// The server as one ES module, dist/server/server.js, which `npm start` runs with plain Node: loading api/,
// db/ and sync/ through a TypeScript loader took most of a start (3.3–3.5 s to the first healthy answer, 1.3–1.4 s
// bundled, on the machine of the README's figures; issue 17). Packages stay in node_modules and are imported as
// they are (native addons, their own files); the migrations are copied beside the bundle, where db/migrations-folder.ts looks
// for them. `npm run build` builds it; `npm start`, the browser tests and the benchmarks build it when it is older
// than its sources, so none of them runs yesterday's server.
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import { isStale } from './stale-build.ts';

export const SERVER_DIR = 'dist/server';
export const SERVER_BUNDLE = join(SERVER_DIR, 'server.js');
const SOURCES = ['api', 'db', 'sync', 'package.json', 'package-lock.json'];

/** Node's arguments that run the bundle in `dir` (source maps on, so a logged stack names the .ts lines). */
export const serverArgs = (dir = SERVER_DIR): string[] => ['--enable-source-maps', join(dir, 'server.js')];

/**
 * Bundles api/server.ts into `dir` (inside the project, so its imports find node_modules). Test processes may
 * build at the same time as a server of another one starts, so every file is replaced whole (writeWhole).
 */
export function buildServer(dir = SERVER_DIR): void {
  const { outputFiles } = buildSync({
    entryPoints: ['api/server.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: join(dir, 'server.js'),
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // Each engine's migrations, beside the bundle where db/migrations-folder.ts looks for them.
  for (const folder of ['migrations', 'migrations-postgres']) {
    for (const file of filesUnder(join('db', folder))) {
      writeWhole(join(dir, folder, relative(join('db', folder), file)), readFileSync(file));
    }
  }
  // The map first: a bundle is never on disk before the map it names.
  const isMap = (path: string) => path.endsWith('.map');
  for (const file of [...outputFiles.filter((f) => isMap(f.path)), ...outputFiles.filter((f) => !isMap(f.path))]) {
    writeWhole(file.path, file.contents);
  }
}

function filesUnder(path: string): string[] {
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(path, entry.name)) : [join(path, entry.name)],
  );
}

/** Written beside its place and renamed over it: a reader sees the old file or the new one, never a part. */
function writeWhole(path: string, contents: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/** Builds the bundle when it is missing or older than any of its sources; true when it did. */
export function buildServerIfStale(): boolean {
  if (!isStale(SERVER_BUNDLE, SOURCES)) return false;
  buildServer();
  return true;
}
