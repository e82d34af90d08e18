// /staff/content/media: editors' audio and video files for materials and their audio/video blocks. The file
// travels by tus (resumable, with progress; the same @tus/server as contest works, its own folder and size
// limit), then `POST /staff/content/media` checks its first bytes and makes it public under /api/media.
import { randomBytes } from 'node:crypto';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { uploadLocker } from '../../lib/uploads/cluster-locker.ts';
import { MEDIA_UPLOAD_ID, mediaIncomingDir, storeMediaUpload } from '../../lib/uploads/media-store.ts';
import { jsonErrorType, tusRefusalAsJson } from '../../lib/uploads/tus-answers.ts';
import { validate } from '../../lib/validate.ts';
import { staffDocs as d } from './openapi.ts';

const refuse = (status_code: number, detail: string) => ({ status_code, body: JSON.stringify({ detail }) });

function mediaTusServer({ config, store }: AppDeps): Server {
  const maxBytes = config.MEDIA_UPLOAD_MAX_MB * 1024 * 1024;
  return new Server({
    path: '/api/staff/content/media/uploads',
    datastore: new FileStore({ directory: mediaIncomingDir(config.MEDIA_DIR) }),
    namingFunction: () => randomBytes(16).toString('hex'),
    // One upload is written by one node at a time (several app servers on one PostgreSQL).
    locker: uploadLocker(store.sessionLocks),
    // Mounted under /api and /otherapi: the upload's URL follows the path the client used.
    generateUrl: (req, { id }) => `${new URL(req.url).pathname.replace(/\/+$/, '')}/${id}`,
    onResponseError: (_req, err) => ('status_code' in err ? tusRefusalAsJson(err) : undefined),
    async onIncomingRequest(_req, id) {
      if (id && !MEDIA_UPLOAD_ID.test(id)) throw refuse(404, 'Upload not found');
    },
    async onUploadCreate(_req, upload) {
      if (upload.size === undefined) throw refuse(400, 'Upload-Length required');
      if (upload.size > maxBytes) throw refuse(413, 'File too large');
      return {};
    },
  });
}

export function staffMediaRoutes(deps: AppDeps) {
  const { db, config } = deps;
  // Made on the first upload request, as /api/uploads does: the file store creates its folder at once.
  let tus: Server | undefined;
  const server = () => (tus ??= mediaTusServer(deps));
  const handle = async (c: Context<AppEnv>) => {
    if (c.req.method === 'GET') throw httpError(405, 'Method not allowed');
    return jsonErrorType(await server().handleWeb(c.req.raw));
  };
  return new Hono<AppEnv>()
    .use('*', staffArea('content'))
    .post(
      '/',
      d.storeMedia,
      validate('json', z.object({ upload_id: z.string().regex(MEDIA_UPLOAD_ID), kind: z.enum(['audio', 'video']) })),
      async (c) => {
        const staff = requireUser(c);
        const { upload_id: id, kind } = c.req.valid('json');
        const upload = await server()
          .datastore.getUpload(id)
          .catch(() => {
            throw httpError(404, 'Upload not found');
          });
        const stored = await storeMediaUpload(config.MEDIA_DIR, id, kind, upload);
        const url = `/api/media/${kind}/${stored.name}`;
        await recordStaffAction(db, {
          staffId: staff.id,
          action: 'media.upload',
          target: { type: kind, id: stored.name },
          before: null,
          after: { url, size: stored.size },
        });
        return c.json({ url, kind, size: stored.size }, 201);
      },
    )
    .all('/uploads', handle)
    .all('/uploads/:id', handle);
}
