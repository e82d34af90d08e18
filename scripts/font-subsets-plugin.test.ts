// The font faces the plugin writes: each subset's cut file and whole file share its range without overlapping (a
// character claimed by both would be looked up in the whole file too), and the ranges are written as CSS expects.
import { describe, expect, it } from 'vitest';
import { fontFaces, SUBSETS, unicodeRange } from './font-subsets-plugin.ts';

/** The code points of a CSS unicode-range. */
function pointsOf(range: string): number[] {
  return range.split(', ').flatMap((part) => {
    const [a, b = a] = part.slice(2).split('-');
    const from = parseInt(a!, 16);
    return Array.from({ length: parseInt(b!, 16) - from + 1 }, (_, i) => from + i);
  });
}

describe('font subsets', () => {
  it('writes runs of code points as CSS unicode-range', () => {
    expect(unicodeRange([0x41, 0x20, 0x42, 0x43, 0x2116])).toBe('U+0020, U+0041-0043, U+2116');
  });

  it("splits each subset's range between its cut file and its whole file, without overlap", () => {
    const faces = [...fontFaces().matchAll(/src: url\('([^']+)'\)[^;]*;\s*unicode-range: ([^;]+);/g)];
    expect(faces).toHaveLength(SUBSETS.length * 2);
    for (const [i, subset] of SUBSETS.entries()) {
      const [whole, cut] = [faces[i * 2]!, faces[i * 2 + 1]!];
      expect(whole[1]).toContain(subset.source);
      expect(cut[1]).toBe(`./golos-ru-${subset.name}.woff2`);
      const [w, c] = [pointsOf(whole[2]!), pointsOf(cut[2]!)];
      expect(w.filter((p) => c.includes(p))).toEqual([]);
      const expected = subset.whole.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => a + k));
      expect([...w, ...c].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('keeps what Russian text draws in the cut files', () => {
    const cut = new Set(
      SUBSETS.flatMap((s) => s.kept.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => a + k))),
    );
    for (const ch of 'Съешь же ещё этих мягких французских булок, да выпей чаю: «№ 5» — 1–2 × 3 · 4…\n')
      expect(cut.has(ch.codePointAt(0)!), ch).toBe(true);
  });
});
