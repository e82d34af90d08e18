// OpenAPI description of GET /audio-position/{audio_id} (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, maybeText } from '../../lib/openapi-shapes.ts';

export const audioPositionDoc = describer('learning')('The saved position in one podcast track', {
  ok: z.looseObject({ audio_id: id, position: z.number().min(0), updated_at: maybeText }),
  auth: 'user',
  errors: [404],
});
