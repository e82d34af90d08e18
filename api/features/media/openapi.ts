// OpenAPI description of the public files staff uploaded (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';

const doc = describer('media');
const ranged = 'Answers a Range request with 206 and the asked bytes (416 outside the file)';

export const mediaDocs = {
  image: doc('An image uploaded by staff, as WebP; never changes, cached for a year', {
    ok: z.string(),
    media: 'image/webp',
    errors: [404],
  }),
  audio: doc('A material’s audio file (MP3, M4A, OGG or OPUS) uploaded by staff; never changes, cached for a year', {
    ok: z.string(),
    media: 'audio/mpeg',
    errors: [404, 416],
    description: ranged,
  }),
  video: doc('A material’s video file (MP4 or WebM) uploaded by staff; never changes, cached for a year', {
    ok: z.string(),
    media: 'video/mp4',
    errors: [404, 416],
    description: ranged,
  }),
};
