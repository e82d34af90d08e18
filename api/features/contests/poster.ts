// A work's poster frame: the browser draws one frame of the video onto a canvas and sends it for
// its finished upload (the server never runs ffmpeg). It is checked by decoding it (JPEG, PNG or
// WebP, at most 16 megapixels), resized to at most 640 px wide, stripped of metadata, and stored as
// WebP beside the video (DATA_DIR/uploads/<id>.poster.webp), deleted with it. The poster of an
// accepted work is what moderators approved and the public sees, so its author cannot replace it.
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import { contestWorks } from '../../../db/schema/contests.ts';
import { uploads } from '../../../db/schema/uploads.ts';
import { WORK_STATUS } from '../../../sync/rules/contests.ts';
import { httpError } from '../../lib/http-error.ts';
import { findUpload, posterPath } from '../../lib/uploads/upload-store.ts';

export const POSTER_MAX_BYTES = 2 * 1024 * 1024;
const POSTER_WIDTH = 640;
const MAX_PIXELS = 16_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Stores the poster of the user's own finished (or attached) upload; replaces an earlier one while
 * its work is still on moderation. A work already accepted keeps its poster (409).
 */
export async function storePoster(db: Db, uploadsDir: string, userId: number, uploadId: string, bytes: Uint8Array) {
  const upload = await findUpload(db, uploadId);
  if (!upload || upload.userId !== userId) throw httpError(404, 'Upload not found');
  if (upload.status === 'uploading') throw httpError(409, 'Upload not finished');
  if (upload.status === 'rejected') throw httpError(409, 'Upload rejected');
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw httpError(415, 'Not an image');
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: POSTER_WIDTH, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw httpError(415, 'Not an image');
    });
  const final = posterPath(uploadsDir, uploadId);
  const draft = `${final}.${process.pid}.${Date.now()}.draft`;
  await writeFile(draft, data);
  try {
    // In one transaction with the status read, so a moderator's accept is ordered before or after it.
    await db.transaction(async (tx) => {
      const accepted = await one(
        tx
          .select({ id: contestWorks.id })
          .from(contestWorks)
          .where(and(eq(contestWorks.fileId, uploadId), eq(contestWorks.statusId, WORK_STATUS.accepted)))
          .limit(1),
      );
      if (accepted) throw httpError(409, 'Work already accepted');
      await tx.update(uploads).set({ poster: true }).where(eq(uploads.id, uploadId));
      // A copy per attempt: a transaction the engine re-runs finds the draft again; the rename is atomic.
      await copyFile(draft, `${draft}.next`);
      await rename(`${draft}.next`, final);
    });
  } finally {
    await rm(draft, { force: true });
  }
  return { width: info.width, height: info.height };
}
