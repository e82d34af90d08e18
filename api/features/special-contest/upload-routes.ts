// POST /contest-learn-known/upload-video: the spec's multipart call (file plus query name,
// description, nomination_id, contest_id), kept for clients that use it; the web sends an
// upload_id from the resumable upload (/api/uploads) instead. Rights are checked before the body.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { VIDEO_MAX_BYTES } from '../../../sync/rules/video/video-check.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { storeDirectUpload } from '../../lib/uploads/direct-upload.ts';
import { validate } from '../../lib/validate.ts';
import { requireSpecialContest } from './contest-service.ts';
import { specialDocs as d } from './openapi.ts';
import { positive, signedIn, workBody } from './route-helpers.ts';
import { checkSpecialSend, sendSpecialWork } from './upload-service.ts';

const MULTIPART_OVERHEAD = 64 * 1024;
const uploadQuery = workBody.extend({
  contest_id: positive.optional(),
  student_id: positive.optional(),
  upload_id: workBody.shape.upload_id.optional(),
});

export function uploadRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().post(
    '/upload-video',
    d.uploadVideo,
    signedIn,
    validate('query', uploadQuery),
    bodyLimit({
      maxSize: VIDEO_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw httpError(413, 'File too large');
      },
    }),
    async (c) => {
      const user = requireUser(c);
      const contest = await requireSpecialContest(db);
      const { upload_id, ...work } = c.req.valid('query');
      let uploadId = upload_id;
      if (!uploadId) {
        const { maxSeconds } = await checkSpecialSend(db, contest, user.id, work);
        const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const file = body.file;
        if (!(file instanceof File)) throw httpError(400, 'file or upload_id required');
        uploadId = await storeDirectUpload(db, deps.config.UPLOADS_DIR, user.id, file, maxSeconds, {
          perDay: deps.config.UPLOADS_PER_DAY,
          parallel: deps.config.UPLOADS_PARALLEL,
        });
      }
      return c.json(await sendSpecialWork(db, contest, user.id, work, uploadId));
    },
  );
}
