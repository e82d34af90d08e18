// The OpenAPI shape of a contest work both contest APIs answer with (/contest, /contest-video and the special
// contest's /contest-learn-known): each adds its own video and extras to these fields.
import { z } from 'zod';
import { id, maybeText, text, timestamp } from '../../lib/openapi-shapes.ts';

export const workFields = z.looseObject({
  id,
  contest_id: id,
  name: text,
  description: text,
  nomination_id: id.nullable(),
  nomination_name: maybeText,
  status_id: z.number().int(),
  cancel_text: maybeText,
  created_at: timestamp,
});
