// `npm run bench:entry`: the JavaScript every first visit downloads before anything else, read
// from the built dist/web/index.html: the entry module and every chunk it imports statically
// (Vite lists them as modulepreload links), gzip level 9 each. Lazily loaded routes are not part
// of it, nor is the staff area (a page of its own, dist/web/staff.html). Run `npx vite build` first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = './dist/web';

export function entryFiles(html: string): string[] {
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)) files.add(m[1]!);
  return [...files];
}

function main(): void {
  const files = entryFiles(readFileSync(join(DIST, 'index.html'), 'utf8'));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(DIST, file));
    const packed = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += packed;
    console.log(`${file.padEnd(48)} ${String(bytes.length).padStart(8)} B  ${String(packed).padStart(7)} B gzip`);
  }
  console.log(
    `entry + static imports: ${files.length} files, ${raw} B, ${gzip} B gzip (${(gzip / 1024).toFixed(1)} KB)`,
  );
}

main();
