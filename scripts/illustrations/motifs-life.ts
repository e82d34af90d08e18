// Motifs of living things and the body: cells, DNA, plants, trees, hearts, microbes, the
// brain, bees and flowers, paws, fossils and dinosaurs. Drawn around (0, 0) within ~130 px.
import { between, circle, line, pick, type Motif } from './kit.ts';

const cell: Motif = (r, c) => {
  const organelles = Array.from(
    { length: 6 },
    () =>
      `<ellipse cx="${between(r, -80, 80).toFixed(0)}" cy="${between(r, -50, 55).toFixed(0)}" rx="${between(r, 8, 16).toFixed(0)}" ry="${between(r, 5, 9).toFixed(0)}" fill="${pick(r, [c.mint, c.coral, c.sky])}" transform="rotate(${between(r, 0, 180).toFixed(0)})"/>`,
  ).join('');
  return `<path d="M -120 -10 C -120 -80 -40 -100 20 -95 C 95 -90 125 -40 118 10 C 110 75 50 100 -10 98 C -80 96 -120 55 -120 -10 Z" fill="${c.ink}" opacity="0.95"/>
    <path d="M -104 -8 C -104 -66 -36 -84 18 -80 C 82 -76 108 -34 102 8 C 96 62 44 84 -8 82 C -68 80 -104 46 -104 -8 Z" fill="${c.sky}" opacity="0.5"/>
    ${organelles}${circle(between(r, -20, 20), between(r, -15, 15), 30, c.warm)}${circle(0, 0, 11, c.coral)}`;
};

const dna: Motif = (r, c) => {
  const turns = between(r, 2.2, 2.8);
  const pts = (phase: number) =>
    Array.from({ length: 41 }, (_, i) => {
      const y = -130 + (260 * i) / 40;
      return `${(Math.sin((i / 40) * turns * Math.PI * 2 + phase) * 55).toFixed(1)} ${y.toFixed(1)}`;
    });
  const a = pts(0);
  const b = pts(Math.PI);
  const rungs = Array.from({ length: 10 }, (_, k) => {
    const i = 2 + k * 4;
    return line(`M ${a[i]} L ${b[i]}`, k % 2 ? c.warm : c.coral, 7);
  }).join('');
  return `<g transform="rotate(${between(r, -25, 25)})">${rungs}${line(`M ${a.join(' L ')}`, c.ink, 10)}${line(`M ${b.join(' L ')}`, c.mint, 10)}</g>`;
};

const plant: Motif = (r, c) => `
  ${line(`M 0 70 C 0 20 ${between(r, -10, 10)} -30 0 -90`, c.ink, 9)}
  <path d="M 0 -20 C -30 -50 -90 -50 -105 -20 C -70 -5 -30 -5 0 -20 Z" fill="${c.mint}"/>
  <path d="M 0 -55 C 30 -90 90 -95 105 -65 C 75 -45 30 -40 0 -55 Z" fill="${c.ink}"/>
  <path d="M 0 -90 C -15 -115 -5 -135 10 -140 C 20 -120 15 -100 0 -90 Z" fill="${c.warm}"/>
  <path d="M -60 70 L 60 70 L 45 130 L -45 130 Z" fill="${c.coral}"/><rect x="-68" y="58" width="136" height="22" rx="8" fill="${c.warm}"/>`;

const tree: Motif = (r, c) => {
  const crown = Array.from({ length: 5 }, (_, i) =>
    circle(
      Math.cos(i * 1.3) * 55 + between(r, -8, 8),
      -55 + Math.sin(i * 1.3) * 35,
      between(r, 42, 55),
      i % 2 ? c.mint : c.ink,
      'opacity="0.95"',
    ),
  ).join('');
  return `<rect x="-14" y="-10" width="28" height="135" rx="10" fill="${c.coral}"/>${crown}${circle(between(r, -40, 40), -60, 10, c.warm)}`;
};

const heart: Motif = (r, c) => `
  <path d="M 0 95 C -120 20 -120 -80 -55 -85 C -25 -88 -5 -65 0 -50 C 5 -65 25 -88 55 -85 C 120 -80 120 20 0 95 Z" fill="${c.ink}"/>
  ${line(`M -140 5 H -60 L -40 -35 L -15 ${between(r, 45, 60).toFixed(0)} L 10 -20 L 25 5 H 140`, c.coral, 9)}`;

const microbe: Motif = (r, c) => {
  const n = Math.round(between(r, 9, 13));
  const spikes = Array.from(
    { length: n },
    (_, i) =>
      `<g transform="rotate(${(360 / n) * i})">${line('M 0 -62 L 0 -92', c.ink, 7)}${circle(0, -96, 9, c.warm)}</g>`,
  ).join('');
  const friend = `<g transform="translate(${between(r, 95, 115)} ${between(r, 60, 90)}) rotate(${between(r, 0, 90)})"><rect x="-34" y="-15" width="68" height="30" rx="15" fill="${c.mint}"/>${line('M -34 0 Q -50 -12 -62 0', c.mint, 5)}</g>`;
  return `${spikes}<circle r="64" fill="${c.coral}"/>${circle(-18, -14, 9, c.ink)}${circle(20, 10, 6, c.ink)}${circle(-6, 26, 5, c.ink)}${friend}`;
};

const brain: Motif = (r, c) => `
  <path d="M -10 -90 C -60 -100 -105 -70 -105 -25 C -125 0 -110 50 -70 60 C -55 90 -20 95 -10 80 Z" fill="${c.ink}"/>
  <path d="M 10 -90 C 60 -100 105 -70 105 -25 C 125 0 110 50 70 60 C 55 90 20 95 10 80 Z" fill="${c.sky}"/>
  ${line('M -80 -30 C -60 -45 -40 -20 -30 -40 M -85 20 C -60 5 -45 35 -25 15 M 30 -50 C 50 -30 70 -55 85 -35 M 35 10 C 55 30 75 0 90 20', c.deep, 6, 'opacity="0.4"')}
  ${circle(between(r, 90, 120), -95, 14, c.warm)}${line('M 78 -95 H 60 M 102 -95 H 120', c.warm, 5)}`;

const flower: Motif = (r, c) => {
  const petals = Array.from(
    { length: 6 },
    (_, i) =>
      `<ellipse cx="0" cy="-42" rx="24" ry="40" fill="${i % 2 ? c.ink : c.sky}" transform="rotate(${i * 60})"/>`,
  ).join('');
  const bee = `<g transform="translate(${between(r, 85, 110)} ${between(r, -95, -70)}) rotate(${between(r, -20, 20)})">
    <ellipse cx="-8" cy="-22" rx="16" ry="12" fill="${c.ink}" opacity="0.85"/><ellipse cx="10" cy="-22" rx="16" ry="12" fill="${c.ink}" opacity="0.85"/>
    <ellipse rx="30" ry="20" fill="${c.warm}"/>${line('M -8 -18 V 18 M 8 -18 V 18', c.deep, 6)}</g>`;
  return `${line('M 0 40 C 5 80 -5 110 0 140', c.mint, 10)}<g transform="translate(0 -10)">${petals}${circle(0, 0, 28, c.warm)}</g>${bee}`;
};

const paw: Motif = (r, c) => {
  const toe = (x: number, y: number) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="28" fill="${c.ink}"/>`;
  return `<g transform="rotate(${between(r, -20, 20)})">${toe(-62, -30)}${toe(-22, -70)}${toe(22, -70)}${toe(62, -30)}
    <path d="M -55 40 C -60 0 -25 -20 0 -20 C 25 -20 60 0 55 40 C 52 75 -52 75 -55 40 Z" fill="${c.warm}"/></g>
    ${circle(110, 90, 12, c.coral)}${circle(-115, 95, 8, c.mint)}`;
};

const fossil: Motif = (r, c) => {
  const pts = Array.from({ length: 90 }, (_, i) => {
    const t = i / 12;
    const rad = 8 + t * 14;
    return `${(Math.cos(t) * rad).toFixed(1)} ${(Math.sin(t) * rad).toFixed(1)}`;
  });
  const ribs = Array.from({ length: 16 }, (_, i) => {
    const t = 1.5 + i * 0.4;
    const rad = 8 + t * 14;
    return line(
      `M ${(Math.cos(t) * (rad - 12)).toFixed(1)} ${(Math.sin(t) * (rad - 12)).toFixed(1)} L ${(Math.cos(t) * rad).toFixed(1)} ${(Math.sin(t) * rad).toFixed(1)}`,
      c.deep,
      4,
      'opacity="0.35"',
    );
  }).join('');
  return `<circle r="118" fill="${c.warm}" opacity="0.9"/><g transform="rotate(${between(r, 0, 360)})">${line(`M ${pts.join(' L ')}`, c.ink, 10)}${ribs}</g>`;
};

const dinosaur: Motif = (r, c) => `
  <path d="M -130 60 C -90 55 -60 20 -40 -10 C -20 -40 20 -40 40 -20 L 70 -70 C 80 -90 110 -95 125 -80 C 135 -68 125 -55 110 -55 L 90 -50 L 75 0 C 85 30 70 60 40 70 L 45 110 L 25 110 L 15 75 L -20 75 L -15 110 L -35 110 L -40 70 C -70 75 -100 75 -130 60 Z" fill="${c.ink}"/>
  ${circle(108, -76, 6, c.deep)}
  ${line('M -30 -28 L -20 -48 L -5 -32 L 8 -52 L 20 -34', c.coral, 8)}
  ${circle(between(r, -120, -80), between(r, -110, -80), 18, c.warm)}`;

export const LIFE_MOTIFS = { cell, dna, plant, tree, heart, microbe, brain, flower, paw, fossil, dinosaur };
