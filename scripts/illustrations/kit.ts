// Shared pieces of the illustration generator: a seeded random source (the same item always
// gets the same picture), the palette and small SVG helpers. Never used at run time.

export type Rng = () => number;

/** FNV-1a of a key, then mulberry32: deterministic per item, different between items. */
export function rngFor(key: string): Rng {
  let h = 0x811c9dc5;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  let a = h;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: Rng, lo: number, hi: number) => lo + r() * (hi - lo);
export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/** The colours one picture is drawn in: its subject's background and the warm accents shared by all. */
export interface Colors {
  bg1: string;
  bg2: string;
  deep: string;
  ink: string;
  warm: string;
  coral: string;
  mint: string;
  sky: string;
}

/** Backgrounds per subject, from the site's tokens (science violet, warm accents). */
export const SUBJECT_BACKGROUNDS: Record<string, [string, string, string]> = {
  physics: ['#3b2fc9', '#7c6cff', '#241b8f'],
  space: ['#1e1b4b', '#4c3fd1', '#100e2e'],
  astronomy: ['#172554', '#3b2fc9', '#0b1230'],
  biology: ['#15803d', '#65b32e', '#0c5028'],
  ecology: ['#047857', '#2fbf8f', '#03462f'],
  chemistry: ['#0f766e', '#22b3a4', '#084a45'],
  geology: ['#9a3412', '#e0692a', '#5e1f0a'],
  it: ['#1d4ed8', '#4f8df7', '#112f85'],
  maths: ['#6b21a8', '#b33fd0', '#3f1263'],
  medicine: ['#be123c', '#f0567a', '#760b25'],
  energy: ['#b45309', '#eea321', '#6e3205'],
  robotics: ['#0e7490', '#22b5d4', '#084557'],
};

export function colorsFor(subject: string, r: Rng): Colors {
  const [a, b, deep] = SUBJECT_BACKGROUNDS[subject] ?? SUBJECT_BACKGROUNDS.physics!;
  const swap = r() < 0.5;
  return {
    bg1: swap ? b : a,
    bg2: swap ? a : b,
    deep,
    ink: '#ffffff',
    warm: pick(r, ['#ffd166', '#ffc94a', '#ffe08a']),
    coral: pick(r, ['#ff8a5b', '#ff9f7a', '#ff7a66']),
    mint: pick(r, ['#7ee0c3', '#9be7d0', '#a7f3d0']),
    sky: pick(r, ['#c7d2fe', '#bae6fd', '#e0e7ff']),
  };
}

/** Places a motif drawn around (0, 0). */
export const at = (x: number, y: number, scale: number, rotate: number, body: string) =>
  `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate.toFixed(1)}) scale(${scale.toFixed(3)})">${body}</g>`;

export const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;

/** A stroke-only path with round ends, the look of every line drawing here. */
export const line = (d: string, stroke: string, width = 8, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;

export type Motif = (r: Rng, c: Colors) => string;
