// The spec's multipart upload calls (/contest-video/upload-video, /contest-learn-known/upload-video) as
// thin adapters over the one upload path: the file is written into the uploads folder and checked like
// a finished tus upload (storeDirectUpload, the same `uploads` row), then the call goes on with its id.
// Rights are checked before the body is read, so a refused caller never stores a byte.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { VIDEO_MAX_BYTES } from '../../../sync/rules/video/video-check.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../http-error.ts';
import { storeDirectUpload } from './direct-upload.ts';

const MULTIPART_OVERHEAD = 64 * 1024;

/** Refuses a body larger than the largest video plus the multipart framing, with 413 `File too large`. */
export const multipartVideoLimit = bodyLimit({
  maxSize: VIDEO_MAX_BYTES + MULTIPART_OVERHEAD,
  onError: () => {
    throw httpError(413, 'File too large');
  },
});

/**
 * The upload id of a send: `given` (a finished tus upload) as is; else the multipart field `file`,
 * stored now once `checkRights` (which answers the contest's seconds limit) has passed.
 */
export async function uploadIdOf(
  c: Context<AppEnv>,
  deps: AppDeps,
  userId: number,
  given: string | undefined,
  checkRights: () => Promise<number>,
): Promise<string> {
  if (given) return given;
  const maxSeconds = await checkRights();
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body.file;
  if (!(file instanceof File)) throw httpError(400, 'file or upload_id required');
  return storeDirectUpload(deps.db, deps.config.UPLOADS_DIR, userId, file, maxSeconds, {
    perDay: deps.config.UPLOADS_PER_DAY,
    parallel: deps.config.UPLOADS_PARALLEL,
  });
}
