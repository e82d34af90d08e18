// GET /audio-position/{audio_id}: the signed-in user's saved position in one podcast track
// (writes go through the outbox mutation 'audio-position-set'; devices also get them by pull).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { readAudioPosition } from './service.ts';
import { audioPositionDoc } from './openapi.ts';

export function audioPositionRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get(
    '/:audio_id',
    audioPositionDoc,
    validate('param', z.object({ audio_id: z.coerce.number().int().positive() })),
    async (c) => {
      const user = requireUser(c);
      return c.json(await readAudioPosition(db, user.id, c.req.valid('param').audio_id));
    },
  );
}
