// Vite plugin: Golos Text cut to what Russian text draws (issue 44, a first visit's bytes). Fontsource's Cyrillic
// file also holds Ukrainian, Belarusian and Central Asian letters, its Latin file every Western European letter;
// a Russian page needs Russian letters, ASCII and a little typography. The two cut files (about 40 KB for 60) are
// the ones preloaded and precached; the whole files stay as faces for the rest of their ranges, fetched only by a
// page that shows such a letter. Written to web/styles/generated/ (not in git) when missing or when the source
// files or the character sets change, before Vite reads any CSS, for the dev server and every build alike.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { fallbackFaces } from './font-fallbacks.ts';

const OUT_DIR = join(import.meta.dirname, '..', 'web', 'styles', 'generated');
const SOURCE = '@fontsource-variable/golos-text/files';

/** Code point ranges, inclusive. */
type Ranges = [number, number][];

interface Subset {
  /** Output name: golos-ru-<name>.woff2 (preload-fonts and the service worker's shell find it by that name). */
  name: 'cyrillic' | 'latin';
  /** Fontsource's file it is cut from, and that file's own unicode-range (fonts.css of the package). */
  source: string;
  whole: Ranges;
  /** The characters kept. */
  kept: Ranges;
}

export const SUBSETS: Subset[] = [
  {
    name: 'cyrillic',
    source: 'golos-text-cyrillic-wght-normal.woff2',
    whole: [
      [0x0301, 0x0301],
      [0x0400, 0x045f],
      [0x0490, 0x0491],
      [0x04b0, 0x04b1],
      [0x2116, 0x2116],
    ],
    // А–я, Ё ё, the stress mark, №.
    kept: [
      [0x0301, 0x0301],
      [0x0401, 0x0401],
      [0x0410, 0x044f],
      [0x0451, 0x0451],
      [0x2116, 0x2116],
    ],
  },
  {
    name: 'latin',
    source: 'golos-text-latin-wght-normal.woff2',
    whole: [
      [0x0000, 0x00ff],
      [0x0131, 0x0131],
      [0x0152, 0x0153],
      [0x02bb, 0x02bc],
      [0x02c6, 0x02c6],
      [0x02da, 0x02da],
      [0x02dc, 0x02dc],
      [0x0304, 0x0304],
      [0x0308, 0x0308],
      [0x0329, 0x0329],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2191, 0x2191],
      [0x2193, 0x2193],
      [0x2212, 0x2212],
      [0x2215, 0x2215],
      [0xfeff, 0xfeff],
      [0xfffd, 0xfffd],
    ],
    // ASCII, the no-break space, « » © ° · ×, the dashes, quotes, bullet, ellipsis, thin spaces, minus; and the
    // invisible ones an author's text may carry (soft hyphen, zero-width spaces and joiners, word joiner, BOM),
    // and the control characters (a newline in the markup counts), which would otherwise make the browser fetch the
    // whole file for nothing.
    kept: [
      [0x0000, 0x009f],
      [0x00a0, 0x00a0],
      [0x00a9, 0x00a9],
      [0x00ad, 0x00ad],
      [0x00ab, 0x00ab],
      [0x00b0, 0x00b0],
      [0x00b7, 0x00b7],
      [0x00bb, 0x00bb],
      [0x00d7, 0x00d7],
      [0x2009, 0x200d],
      [0x2010, 0x2014],
      [0x2018, 0x201e],
      [0x2022, 0x2022],
      [0x2026, 0x2026],
      [0x2060, 0x2060],
      [0x2212, 0x2212],
      [0xfeff, 0xfeff],
    ],
  },
];

const codePoints = (ranges: Ranges) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** A CSS unicode-range for a set of code points, runs joined. */
export function unicodeRange(points: number[]): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/** The @font-face rules: each whole file for what its cut leaves out, then the cut file (preloaded). */
export function fontFaces(): string {
  const face = (src: string, points: number[]) => `@font-face {
  font-family: 'Golos Text Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 400 900;
  src: url('${src}') format('woff2-variations');
  unicode-range: ${unicodeRange(points)};
}
`;
  return SUBSETS.map((s) => {
    const kept = new Set(codePoints(s.kept));
    const rest = codePoints(s.whole).filter((p) => !kept.has(p));
    return face(`${SOURCE}/${s.source}`, rest) + face(`./golos-ru-${s.name}.woff2`, [...kept]);
  }).join('\n');
}

async function writeSubsets(): Promise<void> {
  const require = createRequire(import.meta.url);
  const sources = SUBSETS.map((s) => readFileSync(require.resolve(`${SOURCE}/${s.source}`)));
  const css = `/* Written by scripts/font-subsets-plugin.ts: do not edit. */\n${fontFaces()}
${fallbackFaces()}`;
  const stamp = createHash('sha256')
    .update(css)
    .update(Buffer.concat(sources))
    .update(readFileSync(import.meta.filename))
    .digest('hex');
  const stampFile = join(OUT_DIR, 'stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [i, s] of SUBSETS.entries()) {
    const text = String.fromCodePoint(...codePoints(s.kept));
    writeFileSync(
      join(OUT_DIR, `golos-ru-${s.name}.woff2`),
      await subsetFont(sources[i]!, text, { targetFormat: 'woff2' }),
    );
  }
  writeFileSync(join(OUT_DIR, 'fonts.css'), css);
  writeFileSync(stampFile, stamp);
}

export function fontSubsets(): Plugin {
  return { name: 'font-subsets', config: writeSubsets };
}
