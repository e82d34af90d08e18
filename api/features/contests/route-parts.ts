// Small pieces shared by the contests' routers (/contest, /contest-video, /contest-learn-known).
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { WORK_DESCRIPTION_MAX, WORK_NAME_MAX } from '../../../sync/rules/contests.ts';
import type { AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';

export const positive = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);

/** Signed-in callers only, checked before the body so a guest always gets 401. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const text = (max: number) => z.string().trim().min(1).max(max);
export const workBody = z.object({
  name: text(WORK_NAME_MAX),
  description: text(WORK_DESCRIPTION_MAX),
  nomination_id: positive,
  upload_id: z.string().regex(/^[0-9a-f]{32}$/),
});

/** PUT /contest/{id}/add_participant's body; the special contest's participation adds the pupil's consents. */
export const participantBody = z.object({
  user_type: z.union([z.literal(1), z.literal(3)]),
  work_or_school: text(300),
  region_id: z.number().int().positive(),
  city_id: z.number().int().positive(),
  segment_id: z.number().int().positive().nullish(),
});
