// Draws every demo item's picture (npm run art) into web/public/media/art/<kind>/<slug>.webp,
// 640×360 WebP of a few KB each. Run it after adding demo items and commit the files; the seed
// only refers to them, so seeding stays fast and needs no image tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { artPath } from '../../db/seed/art.ts';
import { planPictures } from './plan.ts';

const PUBLIC = join(import.meta.dirname, '../../web/public');
const svgOnly = process.argv.includes('--svg');
let bytes = 0;
const planned = planPictures();
for (const { item, svg, motif } of planned) {
  const file = join(PUBLIC, artPath(item.kind, item.slug));
  mkdirSync(dirname(file), { recursive: true });
  if (svgOnly) writeFileSync(file.replace(/\.webp$/, '.svg'), svg);
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 74, effort: 6 }).toBuffer();
  writeFileSync(file, webp);
  bytes += webp.length;
  console.log(`${item.kind}/${item.slug}: ${motif}, ${(webp.length / 1024).toFixed(1)} KB`);
}
console.log(`${planned.length} pictures, ${(bytes / 1024).toFixed(0)} KB in all`);
