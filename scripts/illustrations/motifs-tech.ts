// Motifs of technology and numbers: circuits, robots, gears, formulas on a board, binary, π,
// spirals, dice, locks, networks, light bulbs, trophies, solar panels and power plants.
import { between, circle, line, pick, type Motif } from './kit.ts';

const circuit: Motif = (r, c) => {
  const traces = Array.from({ length: 6 }, (_, i) => {
    const y = -90 + i * 36;
    const x = between(r, 60, 110);
    return (
      line(`M -50 ${y / 2} H ${-x} V ${y}`, c.ink, 6) +
      circle(-x, y, 9, c.warm) +
      line(`M 50 ${y / 2} H ${x} V ${y + 15}`, c.ink, 6) +
      circle(x, y + 15, 9, c.mint)
    );
  }).join('');
  return `${traces}<rect x="-55" y="-55" width="110" height="110" rx="14" fill="${c.deep}"/><rect x="-38" y="-38" width="76" height="76" rx="8" fill="${c.coral}"/>`;
};

const robot: Motif = (r, c) => `
  ${line('M 0 -95 V -125', c.ink, 7)}${circle(0, -128, 11, c.coral)}
  <rect x="-80" y="-95" width="160" height="110" rx="26" fill="${c.ink}"/>
  <rect x="-60" y="-75" width="120" height="60" rx="18" fill="${c.deep}"/>
  ${circle(-28, -45, 13, pick(r, [c.mint, c.warm]))}${circle(28, -45, 13, pick(r, [c.mint, c.warm]))}
  ${line('M -20 -3 Q 0 8 20 -3', c.deep, 6)}
  <rect x="-55" y="25" width="110" height="80" rx="18" fill="${c.sky}"/>${circle(0, 62, 16, c.coral)}
  ${line('M -60 50 L -105 20 M 60 50 L 105 ' + between(r, 0, 40).toFixed(0), c.ink, 12)}`;

const gear: Motif = (r, c) => {
  const cog = (x: number, y: number, rad: number, teeth: number, fill: string, rot: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})">${Array.from({ length: teeth }, (_, i) => `<rect x="-9" y="${-rad - 16}" width="18" height="24" rx="4" fill="${fill}" transform="rotate(${(360 / teeth) * i})"/>`).join('')}<circle r="${rad}" fill="${fill}"/>${circle(0, 0, rad * 0.38, c.deep)}</g>`;
  return cog(-35, -10, 70, 10, c.ink, between(r, 0, 36)) + cog(85, 70, 42, 8, c.warm, between(r, 0, 45));
};

const FORMULAS: Record<string, string[]> = {
  physics: ['F = ma', 'E = mc²', 'v = s / t', 'p = mv'],
  maths: ['a² + b² = c²', 'π ≈ 3,14', 'x² − 1 = 0', '1, 1, 2, 3, 5, 8'],
  chemistry: ['2H₂ + O₂ → 2H₂O', 'NaCl', 'CO₂', 'Fe + O₂'],
  it: ['if (x) { … }', '0101 1010', 'for i in 1..n', 'print("Привет")'],
  default: ['E = mc²', 'a² + b² = c²', 'H₂O', 'F = ma'],
};

/** A board with a formula of the subject; `subject` picks the set. */
export const formulaFor =
  (subject: string): Motif =>
  (r, c) => {
    const list = FORMULAS[subject] ?? FORMULAS.default!;
    const text = pick(r, list);
    const second = pick(
      r,
      list.filter((t) => t !== text),
    );
    return `<rect x="-150" y="-95" width="300" height="180" rx="18" fill="${c.deep}" opacity="0.9"/>
    <rect x="-150" y="-95" width="300" height="180" rx="18" fill="none" stroke="${c.warm}" stroke-width="8"/>
    <text x="0" y="-12" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="${c.ink}">${text}</text>
    <text x="0" y="48" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${c.mint}">${second}</text>
    ${line('M 60 100 L 120 100', c.ink, 8)}`;
  };

const binary: Motif = (r, c) => {
  const rows = Array.from(
    { length: 4 },
    (_, i) =>
      `<text x="0" y="${-60 + i * 48}" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="40" font-weight="700" fill="${i % 2 ? c.mint : c.ink}">${Array.from({ length: 6 }, () => (r() < 0.5 ? '0' : '1')).join(' ')}</text>`,
  ).join('');
  return `<rect x="-150" y="-110" width="300" height="210" rx="20" fill="${c.deep}" opacity="0.85"/>${rows}`;
};

const piSymbol: Motif = (r, c) => `
  <circle r="110" fill="none" stroke="${c.ink}" stroke-width="6" stroke-dasharray="4 12" opacity="0.7"/>
  <text x="0" y="50" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="170" font-weight="700" fill="${c.warm}">π</text>
  ${line(`M 0 0 L ${(Math.cos(between(r, 0, 6)) * 110).toFixed(1)} ${(Math.sin(between(r, 0, 6)) * 110).toFixed(1)}`, c.coral, 6)}`;

const spiral: Motif = (r, c) => {
  const seeds = Array.from({ length: 120 }, (_, i) => {
    const a = i * 2.39996;
    const d = 10 * Math.sqrt(i);
    return circle(Math.cos(a) * d, Math.sin(a) * d, 3 + i / 40, i % 5 ? c.deep : c.coral, 'opacity="0.8"');
  }).join('');
  const petals = Array.from(
    { length: 18 },
    (_, i) =>
      `<ellipse cx="0" cy="-128" rx="15" ry="26" fill="${c.warm}" transform="rotate(${i * 20 + between(r, 0, 5)})"/>`,
  ).join('');
  return `${petals}<circle r="112" fill="${c.ink}"/>${seeds}`;
};

const dice: Motif = (r, c) => {
  const face = (x: number, y: number, rot: number, dots: [number, number][], fill: string) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-55" y="-55" width="110" height="110" rx="20" fill="${fill}"/>${dots.map(([dx, dy]) => circle(dx, dy, 10, c.deep)).join('')}</g>`;
  return (
    face(
      -50,
      10,
      between(r, -20, -5),
      [
        [-25, -25],
        [0, 0],
        [25, 25],
      ],
      c.ink,
    ) +
    face(
      75,
      -35,
      between(r, 5, 25),
      [
        [-25, -25],
        [25, -25],
        [-25, 25],
        [25, 25],
      ],
      c.warm,
    ) +
    `${circle(80, 90, 32, c.coral)}<text x="80" y="102" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="700" fill="${c.ink}">½</text>`
  );
};

const lock: Motif = (r, c) => `
  ${line('M -45 -10 V -55 A 45 45 0 0 1 45 -55 V -10', c.ink, 18)}
  <rect x="-80" y="-15" width="160" height="125" rx="22" fill="${c.warm}"/>${circle(0, 35, 16, c.deep)}<rect x="-6" y="40" width="12" height="35" rx="5" fill="${c.deep}"/>
  <text x="${between(r, 95, 110).toFixed(0)}" y="-60" font-family="DejaVu Sans Mono, monospace" font-size="30" font-weight="700" fill="${c.ink}">***</text>`;

const network: Motif = (r, c) => {
  const nodes = Array.from({ length: 7 }, (_, i) => ({
    x: Math.cos(i * 0.9 + between(r, 0, 0.4)) * between(r, 50, 125),
    y: Math.sin(i * 0.9 + between(r, 0, 0.4)) * between(r, 40, 100),
  }));
  const links = nodes
    .map((a, i) =>
      line(
        `M ${a.x.toFixed(1)} ${a.y.toFixed(1)} L ${nodes[(i + 2) % nodes.length]!.x.toFixed(1)} ${nodes[(i + 2) % nodes.length]!.y.toFixed(1)}`,
        c.ink,
        5,
        'opacity="0.8"',
      ),
    )
    .join('');
  return `${links}${nodes.map((n, i) => circle(n.x, n.y, i === 0 ? 24 : 15, [c.warm, c.mint, c.coral, c.ink][i % 4]!)).join('')}
    <path d="M 0 -15 L 40 0 L 0 15 Z" fill="${c.warm}" transform="translate(${nodes[1]!.x.toFixed(1)} ${nodes[1]!.y.toFixed(1)}) scale(0.7)"/>`;
};

const bulb: Motif = (r, c) => {
  const rays = Array.from({ length: 7 }, (_, i) =>
    line('M 0 -105 L 0 -130', c.warm, 8, `transform="translate(0 -10) rotate(${-90 + i * 30})"`),
  ).join('');
  return `${rays}<path d="M 0 -95 C 55 -95 80 -55 70 -15 C 62 15 40 30 38 60 L -38 60 C -40 30 -62 15 -70 -15 C -80 -55 -55 -95 0 -95 Z" fill="${c.warm}"/>
    ${line('M -18 55 L -10 -5 L 0 10 L 10 -5 L 18 55', c.coral, 6)}
    <rect x="-38" y="62" width="76" height="20" rx="6" fill="${c.ink}"/><rect x="-30" y="86" width="60" height="18" rx="6" fill="${c.ink}"/>${circle(between(r, -110, -90), 80, 10, c.mint)}`;
};

const trophy: Motif = (r, c) => `
  ${line('M -60 -70 C -120 -70 -110 10 -45 10 M 60 -70 C 120 -70 110 10 45 10', c.warm, 12)}
  <path d="M -65 -95 L 65 -95 L 60 -20 C 55 30 25 45 0 45 C -25 45 -55 30 -60 -20 Z" fill="${c.warm}"/>
  <rect x="-14" y="40" width="28" height="40" fill="${c.warm}"/><rect x="-60" y="78" width="120" height="30" rx="8" fill="${c.ink}"/>
  <path d="M 0 -75 L 8 -52 L 32 -52 L 13 -38 L 20 -15 L 0 -29 L -20 -15 L -13 -38 L -32 -52 L -8 -52 Z" fill="${c.coral}"/>
  ${circle(between(r, 100, 130), -100, 8, c.ink)}${circle(between(r, -130, -100), 60, 6, c.ink)}`;

const solarPanel: Motif = (r, c) => `
  ${circle(-90, -90, 36, c.warm)}
  <g transform="skewX(-18)"><rect x="-70" y="-30" width="200" height="120" rx="8" fill="${c.deep}"/>
  ${line('M -3 -30 V 90 M 63 -30 V 90 M -70 10 H 130 M -70 50 H 130', c.sky, 4)}</g>
  ${line('M 30 90 L 30 125 M 0 125 L 60 125', c.ink, 10)}${line(`M -60 -60 L -25 ${between(r, -45, -35).toFixed(0)}`, c.warm, 6)}`;

const powerPlant: Motif = (r, c) => `
  <path d="M -120 110 C -100 40 -100 -10 -115 -60 L -35 -60 C -50 -10 -50 40 -30 110 Z" fill="${c.ink}"/>
  ${circle(-70, -95, 26, c.ink, 'opacity="0.6"')}${circle(-45, -120, 20, c.ink, 'opacity="0.45"')}
  <rect x="0" y="0" width="130" height="110" rx="10" fill="${c.sky}"/><path d="M 65 -70 A 45 45 0 0 1 110 -25 L 20 -25 A 45 45 0 0 1 65 -70 Z" fill="${c.sky}"/>
  <g transform="translate(65 55) scale(0.5)"><circle r="14" fill="${c.coral}"/>${[0, 60, 120].map((a) => `<ellipse rx="60" ry="22" fill="none" stroke="${c.deep}" stroke-width="8" transform="rotate(${a + between(r, 0, 20)})"/>`).join('')}</g>`;

const windTurbine: Motif = (r, c) => {
  const blades = [0, 120, 240]
    .map(
      (a) =>
        `<path d="M 0 0 C 12 -30 10 -80 0 -115 C -8 -80 -12 -30 0 0 Z" fill="${c.ink}" transform="rotate(${a + between(r, 0, 120)})"/>`,
    )
    .join('');
  return `<path d="M -8 -60 L 8 -60 L 14 130 L -14 130 Z" fill="${c.ink}" opacity="0.9"/><g transform="translate(0 -60)">${blades}${circle(0, 0, 12, c.warm)}</g>${line('M 60 120 H 150 M -150 120 H -60', c.mint, 8)}`;
};

export const TECH_MOTIFS = {
  circuit,
  robot,
  gear,
  binary,
  piSymbol,
  spiral,
  dice,
  lock,
  network,
  bulb,
  trophy,
  solarPanel,
  powerPlant,
  windTurbine,
};
