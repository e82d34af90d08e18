// OpenAPI description of GET /search (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { card, text } from '../../lib/openapi-shapes.ts';

export const searchDoc = describer('search')('Ranked results of every kind, or of one', {
  ok: z.looseObject({
    list: z.array(card.extend({ kind: text })),
    total: z.number().int(),
    total_capped: z.boolean(),
    counts: z.record(z.string(), z.number().int()),
  }),
  errors: [400],
  description:
    'A blank query answers 400 `{"detail": "Empty query"}`. Title matches come first, then body matches, each ' +
    'newest first; pages reach at most 1,000 results. `total` and `counts` are counted up to 100 and ' +
    '`total_capped` says there are more (page on while a page comes back full).',
});
