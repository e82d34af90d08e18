// The stand-in faces for Golos Text while it loads: the body's stack names each of them, in order, between Golos
// and the system fonts, and each face is scaled by its measured width.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackFaces, FALLBACKS, GOLOS_WIDTH } from './font-fallbacks.ts';

const tokens = readFileSync(join(import.meta.dirname, '..', 'web', 'styles', 'tokens.css'), 'utf8');

describe('font fallbacks', () => {
  it('are tried after Golos Text and before the system fonts', () => {
    const stack = /--font-body: ([^;]+);/
      .exec(tokens)![1]!
      .split(',')
      .map((f) => f.trim().replace(/'/g, ''));
    expect(stack.slice(0, FALLBACKS.length + 2)).toEqual([
      'Golos Text Variable',
      ...FALLBACKS.map((f) => f.family),
      'system-ui',
    ]);
  });

  it('scale each local font to Golos width, regular and bold, over every weight', () => {
    const faces = [
      ...fallbackFaces().matchAll(/font-family: '([^']+)';[^}]*font-weight: (\d+) (\d+);[^}]*size-adjust: ([\d.]+)%;/g),
    ];
    expect(faces).toHaveLength(FALLBACKS.length * 2);
    for (const [i, f] of FALLBACKS.entries()) {
      const [regular, bold] = [faces[i * 2]!, faces[i * 2 + 1]!];
      expect([regular[1], bold[1]]).toEqual([f.family, f.family]);
      expect([regular[2], regular[3], bold[2], bold[3]]).toEqual(['100', '549', '550', '900']);
      expect(Number(regular[4])).toBeCloseTo((GOLOS_WIDTH.regular / f.width.regular) * 100, 1);
      expect(Number(bold[4])).toBeCloseTo((GOLOS_WIDTH.bold / f.width.bold) * 100, 1);
    }
  });
});
