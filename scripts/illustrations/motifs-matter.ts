// Motifs of matter and energy: atoms, molecules, flasks, crystals, water, prisms, magnets,
// sound, lightning, lemons, ice, apples falling and bicycle wheels. Drawn around (0, 0).
import { between, circle, line, pick, type Motif } from './kit.ts';

const atom: Motif = (r, c) => {
  const spin = between(r, 0, 60);
  const orbits = [0, 60, 120]
    .map(
      (a, i) =>
        `<g transform="rotate(${a + spin})"><ellipse rx="125" ry="44" fill="none" stroke="${c.ink}" stroke-width="8"/>${circle(125 * Math.cos(i * 2), 44 * Math.sin(i * 2), 12, pick(r, [c.warm, c.coral, c.mint]))}</g>`,
    )
    .join('');
  return `${orbits}${circle(-9, -6, 16, c.coral)}${circle(10, 4, 16, c.warm)}${circle(-4, 14, 14, c.mint)}`;
};

const molecule: Motif = (r, c) => {
  const n = Math.round(between(r, 4, 6));
  const nodes = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2 + between(r, -0.3, 0.3);
    const d = i === 0 ? 0 : between(r, 75, 110);
    return { x: Math.cos(a) * d, y: Math.sin(a) * d * 0.8, s: i === 0 ? 40 : between(r, 20, 30) };
  });
  const bonds = nodes
    .slice(1)
    .map((p) => line(`M 0 0 L ${p.x.toFixed(1)} ${p.y.toFixed(1)}`, c.ink, 10))
    .join('');
  const balls = nodes
    .map((p, i) => circle(p.x, p.y, p.s, i === 0 ? c.coral : pick(r, [c.ink, c.warm, c.mint, c.sky])))
    .join('');
  return `${bonds}${balls}`;
};

const flask: Motif = (r, c) => {
  const bubbles = Array.from({ length: 6 }, () =>
    circle(between(r, -35, 35), between(r, -150, -95), between(r, 5, 12), c.ink, 'opacity="0.8"'),
  ).join('');
  return `<path d="M -25 -90 L -25 -30 L -95 95 C -102 110 -95 120 -80 120 L 80 120 C 95 120 102 110 95 95 L 25 -30 L 25 -90 Z" fill="${c.ink}"/>
    <path d="M -62 40 L 62 40 L 92 97 C 96 106 92 112 82 112 L -82 112 C -92 112 -96 106 -92 97 Z" fill="${pick(r, [c.coral, c.mint, c.warm])}"/>
    <rect x="-38" y="-104" width="76" height="18" rx="8" fill="${c.warm}"/>${bubbles}${circle(-20, 80, 8, c.ink, 'opacity="0.7"')}${circle(25, 65, 6, c.ink, 'opacity="0.7"')}`;
};

const crystal: Motif = (r, c) => `
  <g transform="rotate(${between(r, -15, 15)})">
    <path d="M 0 -120 L 70 -40 L 45 110 L -45 110 L -70 -40 Z" fill="${c.sky}"/>
    <path d="M 0 -120 L 25 -40 L 0 110 L -25 -40 Z" fill="${c.ink}" opacity="0.8"/>
    <path d="M -70 -40 L 70 -40" stroke="${c.deep}" stroke-width="4" opacity="0.3"/>
    <path d="M 90 10 L 125 50 L 110 120 L 75 120 L 65 50 Z" fill="${c.mint}"/>
    <path d="M -95 30 L -65 65 L -75 120 L -110 120 L -120 65 Z" fill="${c.coral}"/>
  </g>`;

const drop: Motif = (r, c) => `
  <path d="M 0 -125 C 40 -60 85 -10 85 40 C 85 90 45 120 0 120 C -45 120 -85 90 -85 40 C -85 -10 -40 -60 0 -125 Z" fill="${c.ink}"/>
  <path d="M -45 35 C -45 65 -25 85 0 90" fill="none" stroke="${c.sky}" stroke-width="10" stroke-linecap="round"/>
  ${circle(between(r, 100, 125), between(r, -80, -50), 16, c.sky)}${circle(between(r, -130, -105), between(r, 40, 80), 11, c.mint)}`;

const prism: Motif = (r, c) => {
  const colors = ['#ff6b6b', '#ffa94d', '#ffd43b', '#69db7c', '#4dabf7', '#9775fa'];
  const beams = colors.map((col, i) => line(`M 30 0 L 150 ${-40 + i * 18}`, col, 9)).join('');
  return `${line(`M -150 ${between(r, 10, 30).toFixed(0)} L -25 0`, c.ink, 9)}${beams}<path d="M 0 -95 L 70 60 L -70 60 Z" fill="${c.ink}" opacity="0.92"/>`;
};

const magnet: Motif = (r, c) => `
  <g transform="rotate(${between(r, -20, 20)})">
    <path d="M -80 -20 L -80 40 A 80 80 0 0 0 80 40 L 80 -20 L 40 -20 L 40 40 A 40 40 0 0 1 -40 40 L -40 -20 Z" fill="${c.coral}"/>
    <rect x="-80" y="-70" width="40" height="50" fill="${c.ink}"/><rect x="40" y="-70" width="40" height="50" fill="${c.ink}"/>
    ${line('M -60 -85 C -60 -140 60 -140 60 -85', c.warm, 6, 'stroke-dasharray="4 14"')}
    ${line('M -60 -85 C -60 -175 60 -175 60 -85', c.warm, 6, 'stroke-dasharray="4 14" opacity="0.7"')}
  </g>`;

const sound: Motif = (r, c) => {
  const bars = Array.from({ length: 15 }, (_, i) => {
    const h = 20 + Math.abs(Math.sin(i * 0.9 + between(r, 0, 3))) * 100;
    return line(`M ${-140 + i * 20} ${-h / 2} V ${h / 2}`, i % 3 === 0 ? c.warm : c.ink, 10);
  }).join('');
  return bars;
};

const lightning: Motif = (r, c) => `
  <rect x="-70" y="-80" width="140" height="190" rx="22" fill="${c.ink}"/><rect x="-28" y="-100" width="56" height="24" rx="8" fill="${c.ink}"/>
  <rect x="-54" y="${between(r, -30, 10).toFixed(0)}" width="108" height="${between(r, 80, 110).toFixed(0)}" rx="12" fill="${c.mint}" opacity="0.8"/>
  <path d="M 12 -60 L -30 15 L 0 15 L -14 85 L 34 0 L 4 0 Z" fill="${c.warm}" stroke="${c.deep}" stroke-width="5" stroke-linejoin="round"/>`;

const lemon: Motif = (r, c) => `
  <ellipse cx="-40" cy="20" rx="85" ry="62" fill="${c.warm}" transform="rotate(-15 -40 20)"/>
  <ellipse cx="-40" cy="20" rx="64" ry="44" fill="#fff3b0" transform="rotate(-15 -40 20)"/>
  ${line('M -40 20 L -95 5 M -40 20 L -80 55 M -40 20 L -25 -25 M -40 20 L 10 45 M -40 20 L -60 -20', c.warm, 5)}
  ${line(`M 20 -20 C 60 -80 110 -60 ${between(r, 95, 115).toFixed(0)} -10`, c.ink, 6)}
  ${circle(108, 5, 22, c.coral)}${line('M 100 -18 L 116 -18', c.ink, 5)}`;

const snowflake: Motif = (r, c) => {
  const arm = `${line('M 0 0 L 0 -115', c.ink, 10)}${line('M 0 -60 L -28 -85 M 0 -60 L 28 -85 M 0 -92 L -18 -108 M 0 -92 L 18 -108', c.ink, 8)}`;
  return `<g transform="rotate(${between(r, 0, 30)})">${Array.from({ length: 6 }, (_, i) => `<g transform="rotate(${i * 60})">${arm}</g>`).join('')}</g>${circle(0, 0, 18, c.sky)}`;
};

const apple: Motif = (r, c) => `
  ${line('M -120 -60 L -120 120 M -140 120 L 140 120', c.ink, 8, 'opacity="0.6"')}
  <path d="M 0 -35 C -30 -60 -90 -45 -85 15 C -80 70 -35 100 0 85 C 35 100 80 70 85 15 C 90 -45 30 -60 0 -35 Z" fill="${c.coral}"/>
  ${line('M 0 -35 C 0 -55 8 -70 15 -80', c.ink, 7)}<path d="M 15 -70 C 35 -95 65 -85 70 -70 C 50 -60 30 -60 15 -70 Z" fill="${c.mint}"/>
  ${line(`M 110 ${between(r, -120, -100).toFixed(0)} L 110 -20 M 95 -40 L 110 -20 L 125 -40`, c.warm, 8)}`;

const wheel: Motif = (r, c) => {
  const spokes = Array.from({ length: 12 }, (_, i) =>
    line('M 0 0 L 0 -88', c.ink, 3, `transform="rotate(${i * 30 + between(r, 0, 10)})" opacity="0.8"`),
  ).join('');
  return `<circle r="95" fill="none" stroke="${c.ink}" stroke-width="14"/>${spokes}${circle(0, 0, 14, c.warm)}
    ${line('M 110 -60 L 140 -60 M 105 -20 L 150 -20 M 110 20 L 135 20', c.coral, 8)}`;
};

export const MATTER_MOTIFS = {
  atom,
  molecule,
  flask,
  crystal,
  drop,
  prism,
  magnet,
  sound,
  lightning,
  lemon,
  snowflake,
  apple,
  wheel,
};
