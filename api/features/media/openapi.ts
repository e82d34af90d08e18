// OpenAPI description of the public image files (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';

const doc = describer('media');

export const mediaDocs = {
  image: doc('An image uploaded by staff, as WebP; never changes, cached for a year', {
    ok: z.string(),
    media: 'image/webp',
    errors: [404],
  }),
};
