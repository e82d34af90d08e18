// Faces that stand in for Golos Text while it loads, scaled to its width and line box. With `font-display: swap`
// the page is first drawn in a local font; an unscaled one is 5-8 % wider or narrower on Russian text, so lines
// and the header's menu (one row at 1280 px with Golos, two with DejaVu Sans) break differently and the page jumps
// when Golos arrives (CI saw CLS 0.72). Each face is a font a device already has, scaled by size-adjust so a
// Russian text takes the width it takes in Golos, with Golos's ascent and descent.
//
// The widths: one Russian text (a catalogue page's titles and teasers, 4,000 characters) measured with canvas
// measureText at 100 px in Chromium 150, in Golos Text (variable; the regular faces stand for weights up to 549,
// measured between 400 and 500) and in each local font, regular and bold (Roboto from its Fontsource files).
// Arial's widths are Liberation Sans's: the two share their metrics by design.

export interface Fallback {
  /** The family name the stack uses. */
  family: string;
  /** local() names that may hold it: full names and PostScript names, regular and bold. */
  regular: string[];
  bold: string[];
  /** That text's width in this font, regular and bold (Golos's are GOLOS_WIDTH). */
  width: { regular: number; bold: number };
}

/** The text's width in Golos Text: weights 400-500 (the regular faces' range) and 700. */
export const GOLOS_WIDTH = { regular: 2157.2, bold: 2190.6 };
/** Golos Text's ascent and descent, in em (its hhea table). */
const GOLOS_LINE = { ascent: 0.98, descent: 0.22 };

/** In the order the stack tries them: Arial (Windows, macOS, iOS; Liberation Sans or Arimo on Linux), Roboto
 * (Android, ChromeOS), DejaVu Sans (Linux with neither). */
export const FALLBACKS: Fallback[] = [
  {
    family: 'Golos fallback Arial',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    width: { regular: 2025.4, bold: 2176.4 },
  },
  {
    family: 'Golos fallback Roboto',
    regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
    width: { regular: 2063.9, bold: 2082.4 },
  },
  {
    family: 'Golos fallback DejaVu',
    regular: ['DejaVu Sans', 'DejaVuSans'],
    bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    width: { regular: 2331.7, bold: 2556.5 },
  },
];

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

/** The @font-face rules of the stand-ins: per font a regular face (weights 100-549) and a bold one (550-900). */
export function fallbackFaces(): string {
  return FALLBACKS.flatMap((f) =>
    (['regular', 'bold'] as const).map((cut) => {
      const scale = GOLOS_WIDTH[cut] / f.width[cut];
      return `@font-face {
  font-family: '${f.family}';
  font-style: normal;
  font-weight: ${cut === 'regular' ? '100 549' : '550 900'};
  src: ${f[cut].map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(scale)};
  ascent-override: ${percent(GOLOS_LINE.ascent / scale)};
  descent-override: ${percent(GOLOS_LINE.descent / scale)};
  line-gap-override: 0%;
}
`;
    }),
  ).join('\n');
}
