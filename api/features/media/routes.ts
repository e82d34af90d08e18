// /media/images/{name}: the WebP images staff uploaded (image-service.ts), public and immutable.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { IMAGE_NAME, imagesDir } from './image-service.ts';
import { mediaDocs as d } from './openapi.ts';

export function mediaRoutes({ config }: AppDeps) {
  return new Hono<AppEnv>().get(
    '/images/:name',
    d.image,
    validate('param', z.object({ name: z.string().max(40) })),
    async (c) => {
      const { name } = c.req.valid('param');
      if (!IMAGE_NAME.test(name)) throw httpError(404, 'Not found');
      const bytes = await readFile(join(imagesDir(config.DATA_DIR), name)).catch(() => null);
      if (!bytes) throw httpError(404, 'Not found');
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    },
  );
}
