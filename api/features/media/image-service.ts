// Images uploaded by staff for materials and news: checked by decoding them (JPEG, PNG, WebP, GIF
// or AVIF, at most 40 megapixels), converted to WebP at a few widths (never enlarged), stripped
// of metadata (a phone photo's EXIF can carry where a child lives), and stored under
// MEDIA_DIR/images with names made of the content hash, so a file never changes once written.
import { writeFileAtomic } from '../../lib/atomic-write.ts';
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { storedImageUrl, storedWidths } from '../../../sync/rules/images.ts';
import { httpError } from '../../lib/http-error.ts';

export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
export const IMAGE_NAME = /^[a-f0-9]{20}-[0-9]{1,4}\.webp$/;

export const imagesDir = (mediaDir: string) => join(mediaDir, 'images');

export interface StoredImage {
  /**
   * The variant to use in a block (960 px wide, or the original width when narrower), its address
   * carrying the largest variant's size so the site can offer every width (sync/rules/images.ts).
   */
  url: string;
  width: number;
  height: number;
  variants: { width: number; height: number; url: string }[];
}

export async function storeImage(mediaDir: string, bytes: Uint8Array): Promise<StoredImage> {
  const input = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  const meta = await input.metadata().catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw httpError(415, 'Unsupported image');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  await mkdir(imagesDir(mediaDir), { recursive: true });
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const variants: { width: number; height: number; name: string }[] = [];
  for (const width of storedWidths(uprightWidth)) {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw httpError(422, 'Image could not be converted');
      });
    const name = `${hash}-${info.width}.webp`;
    // Another node may serve this name at once (a shared folder): it must never see half a picture.
    await writeFileAtomic(join(imagesDir(mediaDir), name), data);
    variants.push({ width: info.width, height: info.height, name });
  }
  const largest = variants[variants.length - 1]!;
  const withUrl = variants.map((v) => ({
    width: v.width,
    height: v.height,
    url: storedImageUrl(hash, v.width, largest),
  }));
  const main = withUrl.find((v) => v.width >= Math.min(960, largest.width)) ?? withUrl[withUrl.length - 1]!;
  return { url: main.url, width: main.width, height: main.height, variants: withUrl };
}
