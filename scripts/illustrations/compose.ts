// One 640×360 picture: the subject's gradient, soft shapes and confetti placed by the item's own
// random source, and the chosen motif in front. Returns SVG text for sharp to turn into WebP.
import { at, between, circle, colorsFor, line, pick, rngFor, type Rng } from './kit.ts';
import { chooseMotif, motifByName, type MotifName } from './choose.ts';

export const WIDTH = 640;
export const HEIGHT = 360;

function confetti(r: Rng, ink: string, warm: string, avoidX: number): string {
  return Array.from({ length: 12 }, () => {
    let x = between(r, 20, WIDTH - 20);
    if (Math.abs(x - avoidX) < 150) x = (x + 320) % WIDTH;
    const y = between(r, 20, HEIGHT - 20);
    const kind = r();
    const col = r() < 0.4 ? warm : ink;
    if (kind < 0.45) return circle(x, y, between(r, 3, 7), col, 'opacity="0.7"');
    if (kind < 0.75) return line(`M ${x - 8} ${y} H ${x + 8} M ${x} ${y - 8} V ${y + 8}`, col, 4, 'opacity="0.6"');
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="12" height="12" rx="3" fill="${col}" opacity="0.5" transform="rotate(${between(r, 0, 90).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');
}

export interface Drawn {
  svg: string;
  motif: MotifName;
}

export function drawPicture(key: string, text: string, subject: string, previous?: MotifName): Drawn {
  const r = rngFor(key);
  const c = colorsFor(subject, r);
  const motif = chooseMotif(text, subject, r, previous);
  const x = between(r, 330, 450);
  const y = between(r, 168, 192);
  const angle = pick(r, [0, 35, 60, 120, 150]);
  const blobX = x < 400 ? between(r, 520, 600) : between(r, 60, 160);
  const body = motifByName(motif, subject)(r, c);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${c.bg1}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${circle(blobX, between(r, 40, 320), between(r, 90, 150), c.ink, 'opacity="0.08"')}
  ${circle(between(r, 0, WIDTH), between(r, 300, 420), between(r, 120, 190), c.deep, 'opacity="0.18"')}
  ${circle(x, y, 150, c.ink, 'opacity="0.1"')}
  ${confetti(r, c.ink, c.warm, x)}
  ${at(x, y, between(r, 0.95, 1.12), between(r, -6, 6), body)}
</svg>`;
  return { svg, motif };
}
