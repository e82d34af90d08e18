// /media: files staff uploaded, public and never changed once written: WebP images (image-service.ts) and
// the audio and video files of materials (api/lib/uploads/media-store.ts), the latter with Range support.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { MEDIA_FILE_NAME, MEDIA_TYPES, type MediaExt, type MediaKind } from '../../../sync/rules/media-files.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { fileRangeResponse, PUBLIC_IMMUTABLE } from '../../lib/file-range.ts';
import { httpError } from '../../lib/http-error.ts';
import { mediaKindDir } from '../../lib/uploads/media-store.ts';
import { validate } from '../../lib/validate.ts';
import { IMAGE_NAME, imagesDir } from './image-service.ts';
import { mediaDocs as d } from './openapi.ts';

const nameParam = validate('param', z.object({ name: z.string().max(40) }));

export function mediaRoutes({ config }: AppDeps) {
  const mediaFile = (kind: MediaKind, name: string, range: string | undefined, method: string) => {
    if (!MEDIA_FILE_NAME[kind].test(name)) throw httpError(404, 'Not found');
    const ext = name.slice(name.indexOf('.') + 1) as MediaExt;
    const path = join(mediaKindDir(config.MEDIA_DIR, kind), name);
    return fileRangeResponse(path, MEDIA_TYPES[ext], range, method, PUBLIC_IMMUTABLE, 'Not found');
  };
  return new Hono<AppEnv>()
    .get('/images/:name', d.image, nameParam, async (c) => {
      const { name } = c.req.valid('param');
      if (!IMAGE_NAME.test(name)) throw httpError(404, 'Not found');
      const bytes = await readFile(join(imagesDir(config.MEDIA_DIR), name)).catch(() => null);
      if (!bytes) throw httpError(404, 'Not found');
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': 'image/webp',
        'cache-control': PUBLIC_IMMUTABLE,
      });
    })
    .get('/audio/:name', d.audio, nameParam, (c) =>
      mediaFile('audio', c.req.valid('param').name, c.req.header('range'), c.req.method),
    )
    .get('/video/:name', d.video, nameParam, (c) =>
      mediaFile('video', c.req.valid('param').name, c.req.header('range'), c.req.method),
    );
}
