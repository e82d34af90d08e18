// POST /contest-learn-known/upload-video: the spec's call (file plus query name, description,
// nomination_id, contest_id; mentors add student_id) over the contests' one send. The web sends an
// upload_id from the resumable upload (/api/uploads); a multipart file goes through the adapter.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../../context.ts';
import { httpError } from '../../../lib/http-error.ts';
import { requireUser } from '../../../lib/require-user.ts';
import { multipartVideoLimit, uploadIdOf } from '../../../lib/uploads/multipart-adapter.ts';
import { validate } from '../../../lib/validate.ts';
import { requireSpecialContest } from '../learn-known-service.ts';
import { checkSend, sendWork } from '../send-work.ts';
import { specialDocs as d } from './openapi.ts';
import { positive, signedIn, workBody } from '../route-parts.ts';

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
    multipartVideoLimit,
    async (c) => {
      const user = requireUser(c);
      const contest = await requireSpecialContest(db);
      const { upload_id, contest_id, ...work } = c.req.valid('query');
      if (contest_id !== undefined && contest_id !== contest.id) throw httpError(404, 'Contest not found');
      const check = async () => (await checkSend(db, contest, user.id, work)).maxSeconds;
      const uploadId = await uploadIdOf(c, deps, user.id, upload_id, check);
      return c.json(await sendWork(db, contest.id, user.id, work, uploadId));
    },
  );
}
