// Motifs of the Earth and its climate: volcanoes, mountains, globes, maps, recycling, the
// ocean, weather, ice and the Arctic. Drawn around (0, 0) within about 130 px.
import { between, circle, line, pick, type Motif } from './kit.ts';

const volcano: Motif = (r, c) => {
  const smoke = Array.from({ length: 4 }, (_, i) =>
    circle(between(r, -20, 30) + i * 12, -95 - i * 22, 18 + i * 6, c.ink, 'opacity="0.55"'),
  ).join('');
  return `${smoke}<path d="M -140 120 L -35 -60 L 35 -60 L 140 120 Z" fill="${c.deep}" opacity="0.85"/>
    <path d="M -35 -60 L 35 -60 L 22 -38 L 8 -10 L -4 -30 L -18 -5 L -28 -40 Z" fill="${c.coral}"/>
    <path d="M -30 -62 Q 0 -80 30 -62 Z" fill="${c.warm}"/>${circle(between(r, -70, -40), -110, 9, c.warm)}${circle(between(r, 40, 70), -120, 7, c.coral)}`;
};

const mountains: Motif = (r, c) => `
  ${circle(between(r, 60, 100), -85, 30, c.warm)}
  <path d="M -150 120 L -50 -50 L 30 70 L 75 0 L 150 120 Z" fill="${c.ink}"/>
  <path d="M -50 -50 L -25 -8 L -40 -15 L -55 0 L -72 -12 Z" fill="${c.sky}"/>
  ${line('M -150 120 H 150', c.mint, 8)}`;

const globe: Motif = (r, c) => `
  <g transform="rotate(${between(r, -25, 25)})"><circle r="100" fill="${c.sky}"/>
    <path d="M -60 -70 C -20 -80 10 -50 -10 -20 C -30 10 -70 0 -85 -20 C -90 -45 -80 -60 -60 -70 Z M 20 10 C 60 0 90 20 80 55 C 70 85 30 90 15 60 C 5 40 5 20 20 10 Z" fill="${c.mint}"/>
    <ellipse rx="100" ry="36" fill="none" stroke="${c.ink}" stroke-width="4" opacity="0.7"/><ellipse rx="40" ry="100" fill="none" stroke="${c.ink}" stroke-width="4" opacity="0.7"/>
    <circle r="100" fill="none" stroke="${c.ink}" stroke-width="8"/></g>
  ${line('M -125 110 L 125 110', c.warm, 10)}`;

const map: Motif = (r, c) => {
  const contours = [30, 55, 80]
    .map(
      (s) =>
        `<ellipse cx="${between(r, -20, 20).toFixed(0)}" cy="${between(r, -10, 10).toFixed(0)}" rx="${s}" ry="${s * 0.65}" fill="none" stroke="${c.deep}" stroke-width="4" opacity="0.35"/>`,
    )
    .join('');
  return `<g transform="rotate(${between(r, -8, 8)})"><path d="M -140 -80 L -50 -100 L 50 -80 L 140 -100 L 140 90 L 50 110 L -50 90 L -140 110 Z" fill="${c.ink}"/>
    <path d="M -50 -100 L -50 90 M 50 -80 L 50 110" stroke="${c.deep}" stroke-width="3" opacity="0.2"/>${contours}
    ${line('M -110 70 C -70 20 -40 60 0 10 S 60 -40 90 -50', c.coral, 6, 'stroke-dasharray="2 14"')}</g>
    <path d="M 90 -50 m -22 -30 a 22 22 0 1 1 44 0 c 0 18 -22 38 -22 38 c 0 0 -22 -20 -22 -38 Z" fill="${c.coral}"/>${circle(90, -80, 8, c.ink)}`;
};

const recycle: Motif = (r, c) => {
  const arrow = (rot: number, col: string) =>
    `<g transform="rotate(${rot})">${line('M -70 40 A 80 80 0 0 1 20 -78', col, 18)}<path d="M 10 -105 L 50 -75 L 5 -52 Z" fill="${col}"/></g>`;
  return `<g transform="rotate(${between(r, 0, 120)})">${arrow(0, c.ink)}${arrow(120, c.mint)}${arrow(240, c.warm)}</g>`;
};

const ocean: Motif = (r, c) => {
  const fish = `<g transform="translate(${between(r, -60, 40)} 55)"><ellipse rx="32" ry="18" fill="${c.warm}"/><path d="M 28 0 L 52 -16 L 52 16 Z" fill="${c.warm}"/>${circle(-16, -4, 4, c.deep)}</g>`;
  const bottle = `<g transform="translate(${between(r, 60, 100)} -10) rotate(${between(r, -30, 30)})"><rect x="-14" y="-40" width="28" height="70" rx="8" fill="${c.sky}" opacity="0.9"/><rect x="-7" y="-55" width="14" height="18" rx="3" fill="${c.coral}"/></g>`;
  return `${line('M -150 -40 Q -112 -70 -75 -40 T 0 -40 T 75 -40 T 150 -40', c.ink, 10)}${line('M -150 -5 Q -112 -35 -75 -5 T 0 -5 T 75 -5 T 150 -5', c.sky, 8, 'opacity="0.8"')}${bottle}${fish}
    ${circle(-110, 40, 7, c.ink, 'opacity="0.7"')}${circle(-95, 15, 5, c.ink, 'opacity="0.7"')}`;
};

const weather: Motif = (r, c) => `
  ${circle(-40, -40, 52, c.warm)}
  <path d="M -60 60 C -105 60 -105 0 -60 0 C -55 -40 10 -50 25 -15 C 60 -35 110 -10 95 30 C 120 40 110 75 85 75 L -55 75 C -60 75 -62 62 -60 60 Z" fill="${c.ink}"/>
  ${line(`M -30 95 L -40 120 M 10 95 L 0 120 M 50 95 L 40 ${between(r, 115, 125).toFixed(0)}`, c.sky, 8)}`;

const iceberg: Motif = (r, c) => `
  <path d="M -90 10 L -50 -80 L -10 -40 L 30 -110 L 90 10 Z" fill="${c.ink}"/>
  <path d="M -110 10 L 110 10 L 80 110 L -70 120 Z" fill="${c.sky}" opacity="0.55"/>
  ${line('M -150 10 H 150', c.sky, 6)}
  <g transform="translate(${between(r, 95, 120)} -30)"><path d="M -12 -40 L 12 -40 L 14 10 L -14 10 Z" fill="${c.ink}"/><path d="M -2 -40 L -2 -75 L 30 -62 L -2 -50" fill="${c.coral}"/></g>`;

const thermometer: Motif = (r, c) => `
  <rect x="-22" y="-120" width="44" height="170" rx="22" fill="${c.ink}"/>${circle(0, 75, 42, c.ink)}
  <rect x="-10" y="${between(r, -80, -30).toFixed(0)}" width="20" height="140" rx="10" fill="${c.coral}"/>${circle(0, 75, 30, c.coral)}
  ${line('M 30 -90 H 45 M 30 -60 H 45 M 30 -30 H 45 M 30 0 H 45', c.ink, 5)}
  ${circle(-95, -70, 30, pick(r, [c.warm, c.sky]))}`;

export const EARTH_MOTIFS = { volcano, mountains, globe, map, recycle, ocean, weather, iceberg, thermometer };
