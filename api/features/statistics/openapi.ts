// OpenAPI descriptions of the page view statistics (routes.ts). The bodies are read by the
// handlers themselves (sendBeacon posts text/plain), so they are described here.
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, ok } from '../../lib/openapi-shapes.ts';

const doc = describer('statistics');
const media = ['application/json', 'text/plain'];

export const statisticsDocs = {
  create: (body: z.ZodType) =>
    doc('Record a view of a page', {
      ok: z.looseObject({ id }),
      status: 201,
      body,
      bodyMedia: media,
      errors: [404, 429],
    }),
  update: (body: z.ZodType) =>
    doc('Add scroll depth and time to a view', { ok, body, bodyMedia: media, errors: [403, 404, 429] }),
};
