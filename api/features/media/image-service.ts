// Images uploaded by staff for materials and news: checked by decoding them (JPEG, PNG, WebP, GIF
// or AVIF, at most 40 megapixels), converted to WebP at a few widths (never enlarged), stripped
// of metadata (a phone photo's EXIF can carry where a child lives), and stored under
// DATA_DIR/media/images with names made of the content hash, so a file never changes once written.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { httpError } from '../../lib/http-error.ts';

const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
export const IMAGE_NAME = /^[a-f0-9]{20}-[0-9]{2,4}\.webp$/;

export const imagesDir = (dataDir: string) => join(dataDir, 'media', 'images');
const imageUrl = (name: string) => `/api/media/images/${name}`;

export interface StoredImage {
  /** The variant to use in a block (960 px wide, or the original width when narrower). */
  url: string;
  width: number;
  height: number;
  variants: { width: number; height: number; url: string }[];
}

export async function storeImage(dataDir: string, bytes: Uint8Array): Promise<StoredImage> {
  const input = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  const meta = await input.metadata().catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw httpError(415, 'Unsupported image');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  await mkdir(imagesDir(dataDir), { recursive: true });
  const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, meta.width!)))];
  const variants: StoredImage['variants'] = [];
  for (const width of widths) {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw httpError(422, 'Image could not be converted');
      });
    const name = `${hash}-${info.width}.webp`;
    await writeFile(join(imagesDir(dataDir), name), data);
    variants.push({ width: info.width, height: info.height, url: imageUrl(name) });
  }
  const main = variants.find((v) => v.width >= Math.min(960, meta.width!)) ?? variants[variants.length - 1]!;
  return { url: main.url, width: main.width, height: main.height, variants };
}
