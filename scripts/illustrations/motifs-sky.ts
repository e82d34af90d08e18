// Motifs of the sky and space: planets, rockets, telescopes, galaxies, the Moon, the Sun,
// satellites and black holes. Each is drawn around (0, 0) within about 130 px.
import { between, circle, line, pick, type Motif } from './kit.ts';

const planet: Motif = (r, c) => {
  const body = pick(r, [c.coral, c.warm, c.mint, c.sky]);
  const tilt = between(r, -28, -8);
  const bands = [-40, -5, 30]
    .map(
      (y) =>
        `<rect x="-100" y="${y + between(r, -6, 6)}" width="200" height="${between(r, 10, 18)}" fill="${c.ink}" opacity="0.28"/>`,
    )
    .join('');
  return `<defs><clipPath id="pl"><circle r="78"/></clipPath></defs>
    <g transform="rotate(${tilt})">
      <ellipse rx="130" ry="30" fill="none" stroke="${c.ink}" stroke-width="9" opacity="0.9"/>
      <circle r="78" fill="${body}"/><g clip-path="url(#pl)">${bands}</g>
      <path d="M -130 0 A 130 30 0 0 0 130 0" fill="none" stroke="${c.ink}" stroke-width="9"/>
    </g>${circle(between(r, 95, 120), between(r, -110, -80), between(r, 12, 18), c.ink)}`;
};

const rocket: Motif = (r, c) => `
  <path d="M 0 -130 C 40 -95 48 -30 40 40 L -40 40 C -48 -30 -40 -95 0 -130 Z" fill="${c.ink}"/>
  <circle cx="0" cy="-45" r="20" fill="${pick(r, [c.sky, c.mint])}" stroke="${c.deep}" stroke-width="6"/>
  <path d="M -40 0 L -75 55 L -40 45 Z M 40 0 L 75 55 L 40 45 Z" fill="${c.coral}"/>
  <path d="M -24 44 Q 0 ${between(r, 120, 150)} 24 44 Z" fill="${c.warm}"/>
  <path d="M -12 44 Q 0 ${between(r, 90, 110)} 12 44 Z" fill="${c.coral}"/>`;

const telescope: Motif = (r, c) => `
  <g transform="rotate(${between(r, -32, -20)})">
    <rect x="-110" y="-26" width="170" height="52" rx="14" fill="${c.ink}"/>
    <rect x="60" y="-34" width="40" height="68" rx="10" fill="${c.warm}"/>
    <rect x="-135" y="-16" width="30" height="32" rx="6" fill="${c.coral}"/>
  </g>
  ${line('M -10 20 L -60 125 M -10 20 L 40 125 M -10 20 L -10 125', c.ink, 9)}
  ${circle(-10, 20, 12, c.coral)}`;

const galaxy: Motif = (r, c) => {
  const arms = [0, 180]
    .map((a) =>
      line(
        `M 0 0 C 60 -20 90 40 40 80 C 0 110 -70 90 -110 40`,
        a ? c.sky : c.ink,
        14,
        `transform="rotate(${a})" opacity="0.9"`,
      ),
    )
    .join('');
  const dust = Array.from({ length: 14 }, () =>
    circle(between(r, -120, 120), between(r, -100, 100), between(r, 2, 5), c.warm),
  ).join('');
  return `<g transform="rotate(${between(r, 0, 360)}) scale(1 0.75)">${arms}</g>${circle(0, 0, 26, c.warm)}${dust}`;
};

const moon: Motif = (r, c) => {
  const craters = Array.from({ length: 5 }, () =>
    circle(between(r, -50, 40), between(r, -55, 55), between(r, 8, 16), c.deep, 'opacity="0.18"'),
  ).join('');
  return `<circle r="90" fill="${c.ink}"/>${craters}
    ${line('M -150 110 Q -75 80 0 110 T 150 110', c.sky, 10)}${line('M -130 135 Q -60 110 10 135 T 150 135', c.mint, 8)}`;
};

const sun: Motif = (r, c) => {
  const n = Math.round(between(r, 9, 13));
  const rays = Array.from({ length: n }, (_, i) =>
    line(`M 0 -78 L 0 -118`, c.warm, 12, `transform="rotate(${(360 / n) * i})"`),
  ).join('');
  return `${rays}<circle r="62" fill="${c.warm}"/><circle r="44" fill="${c.coral}" opacity="0.55"/>`;
};

const satellite: Motif = (r, c) => `
  <g transform="rotate(${between(r, -25, 25)})">
    <rect x="-135" y="-24" width="80" height="48" rx="4" fill="${c.sky}"/>
    <rect x="55" y="-24" width="80" height="48" rx="4" fill="${c.sky}"/>
    ${line('M -95 -24 V 24 M 95 -24 V 24 M -55 0 H 55', c.deep, 4)}
    <rect x="-38" y="-38" width="76" height="76" rx="12" fill="${c.ink}"/>
    ${circle(0, 0, 18, c.coral)}${line('M 0 -38 L 0 -75', c.ink, 6)}${circle(0, -80, 9, c.warm)}
  </g>`;

const blackHole: Motif = (r, c) => `
  <g transform="rotate(${between(r, -20, 20)})">
    <ellipse rx="135" ry="34" fill="none" stroke="${c.warm}" stroke-width="16"/>
    <ellipse rx="105" ry="24" fill="none" stroke="${c.coral}" stroke-width="10"/>
    <circle r="58" fill="#0b0a1f"/><circle r="66" fill="none" stroke="${c.ink}" stroke-width="4" opacity="0.7"/>
    <path d="M -135 0 A 135 34 0 0 0 135 0" fill="none" stroke="${c.warm}" stroke-width="16"/>
  </g>`;

const stars: Motif = (r, c) => {
  const star = (x: number, y: number, s: number, fill: string) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M 0 -30 L 8 -9 L 30 -9 L 12 5 L 19 28 L 0 14 L -19 28 L -12 5 L -30 -9 L -8 -9 Z" fill="${fill}"/>`;
  return `${star(0, 0, 2.6, c.warm)}${star(between(r, -130, -90), between(r, -90, -50), 1, c.ink)}${star(between(r, 90, 130), between(r, 40, 90), 0.9, c.sky)}${star(between(r, 80, 120), between(r, -110, -70), 0.6, c.ink)}`;
};

export const SKY_MOTIFS = { planet, rocket, telescope, galaxy, moon, sun, satellite, blackHole, stars };
