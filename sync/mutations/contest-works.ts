// contest-work-send: a work whose video was kept on the device (chosen offline)
// and queued once its tus upload finished. The server runs the same service as
// POST /contest-video/upload-video with `upload_id`, for every contest (the special one's too).
// Conflict rule: none to resolve; an upload attaches to one work only, so a replay or a second
// device sending the same upload is refused ('Work already sent' or 'Upload already attached') and the first work stands.
import * as v from 'valibot';
import { WORK_DESCRIPTION_MAX, WORK_NAME_MAX } from '../rules/contests.ts';

const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1));
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

export const contestWorkSendArgs = v.object({
  contest_id: positiveId,
  upload_id: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
  name: text(WORK_NAME_MAX),
  description: text(WORK_DESCRIPTION_MAX),
  nomination_id: positiveId,
  /** The special contest: the pupil a mentor sends for. */
  student_id: v.optional(positiveId),
  /** The device's key of the kept work (its row in `pendingWorks`). */
  client_key: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
});
export type ContestWorkSendArgs = v.InferOutput<typeof contestWorkSendArgs>;
