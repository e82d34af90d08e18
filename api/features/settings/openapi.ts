// OpenAPI description of GET /settings (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';

export const settingsDoc = describer('site')('Public site settings (links, names, contacts)', {
  ok: z.record(z.string(), z.string()),
});
