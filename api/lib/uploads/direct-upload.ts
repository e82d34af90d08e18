// A video sent whole in a request body (the spec's multipart upload), stored and checked like a
// finished tus upload, so both paths end in the same `uploads` row and the same header check.
import { writeFileAtomic } from '../atomic-write.ts';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { uploads } from '../../../db/schema/uploads.ts';
import { checkVideo, checkVideoMeta, VIDEO_DETAILS } from '../../../sync/rules/video/video-check.ts';
import { openFileReader } from '../file-byte-reader.ts';
import { httpError } from '../http-error.ts';
import { deleteUpload, reserveUpload, UPLOAD_LIMIT_DETAILS, uploadPath, type UploadLimits } from './upload-store.ts';

/** Stores `file` for `userId`, checks it; returns the ready upload's id, or throws the 4xx to show. */
export async function storeDirectUpload(
  db: Db,
  uploadsDir: string,
  userId: number,
  file: File,
  maxSeconds: number,
  limits: UploadLimits,
): Promise<string> {
  const meta = { name: file.name, type: file.type, size: file.size };
  const problem = checkVideoMeta(meta);
  if (problem) throw httpError(problem === 'size' ? 413 : 415, VIDEO_DETAILS[problem]);
  const id = randomBytes(16).toString('hex');
  const refused = await reserveUpload(
    db,
    { id, userId, fileName: file.name.slice(0, 255), mimeType: file.type.slice(0, 100), size: file.size, maxSeconds },
    limits,
  );
  if (refused) throw httpError(429, UPLOAD_LIMIT_DETAILS[refused]);
  mkdirSync(uploadsDir, { recursive: true });
  await writeFileAtomic(uploadPath(uploadsDir, id), new Uint8Array(await file.arrayBuffer()));
  const reader = await openFileReader(uploadPath(uploadsDir, id));
  const result = await checkVideo(meta, reader, maxSeconds).finally(() => reader.close());
  if (!result.ok) {
    await deleteUpload(db, uploadsDir, id);
    throw httpError(
      result.problem === 'too-long' || result.problem === 'duration-unknown' ? 422 : 415,
      VIDEO_DETAILS[result.problem],
    );
  }
  await db
    .update(uploads)
    .set({
      status: 'ready',
      container: result.container,
      seconds: result.seconds,
      finishedAt: new Date().toISOString(),
    })
    .where(eq(uploads.id, id));
  return id;
}
