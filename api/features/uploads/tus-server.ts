// The tus endpoint's server: @tus/server over a file store in DATA_DIR/uploads, locked per upload across nodes. Every request is tied
// to the signed-in user the router resolved; a finished file is re-checked with the browser's own
// header parsing (sync/rules/video) before anything may use it.
import { EVENTS, Server, type Upload } from '@tus/server';
import { eq } from 'drizzle-orm';
import { uploads } from '../../../db/schema/uploads.ts';
import {
  checkVideo,
  checkVideoMeta,
  COMMON_CONTEST_MAX_SECONDS,
  VIDEO_CONTEST_MAX_SECONDS,
  VIDEO_DETAILS,
  VIDEO_MAX_BYTES,
} from '../../../sync/rules/video/video-check.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { isOutOfSpace, isTransientDbError, OUT_OF_SPACE_DETAIL } from '../../lib/db-errors.ts';
import { openFileReader } from '../../lib/file-byte-reader.ts';
import {
  findUpload,
  reserveUpload,
  UPLOAD_LIMIT_DETAILS,
  uploadPath,
  UPLOAD_TTL_MS,
} from '../../lib/uploads/upload-store.ts';
import { tusRefusalAsJson } from '../../lib/uploads/tus-answers.ts';
import { uploadLocker } from '../../lib/uploads/cluster-locker.ts';
import { UploadFileStore } from './upload-file-store.ts';

type SessionUser = NonNullable<AppEnv['Variables']['user']>;

/** The router hands each request's user over here; tus passes the same Request to its hooks. */
export const requestUser = new WeakMap<Request, SessionUser>();

function refuse(status_code: number, detail: string): { status_code: number; body: string } {
  return { status_code, body: JSON.stringify({ detail }) };
}

function userOf(req: Request): SessionUser {
  const user = requestUser.get(req);
  if (!user) throw refuse(401, 'Not authenticated');
  return user;
}

function maxSecondsOf(metadata: Upload['metadata']): number {
  return Number(metadata?.max_seconds) === VIDEO_CONTEST_MAX_SECONDS
    ? VIDEO_CONTEST_MAX_SECONDS
    : COMMON_CONTEST_MAX_SECONDS;
}

export function createTusServer(deps: AppDeps): Server {
  const { db, config } = deps;
  const server = new Server({
    path: '/api/uploads',
    datastore: new UploadFileStore({
      directory: config.UPLOADS_DIR,
      expirationPeriodInMilliseconds: UPLOAD_TTL_MS,
    }),
    maxSize: VIDEO_MAX_BYTES,
    // Several app servers on one PostgreSQL must not write one upload at once (tus's docs: a shared locker).
    locker: uploadLocker(deps.store.sessionLocks),
    disableTerminationForFinishedUploads: true,
    // Mounted under /api and /otherapi: the upload's URL follows the path the client used.
    generateUrl: (req, { id }) => `${new URL(req.url).pathname.replace(/\/+$/, '')}/${id}`,
    // tus answers an error of its own hooks or store with the error's message: a driver's or the file
    // system's text (a path, "database or disk is full") must never reach a client. Its own refusals (a size
    // over the limit) are plain text: they become our {detail} too.
    onResponseError(req, err) {
      if ('status_code' in err) return tusRefusalAsJson(err);
      if (isOutOfSpace(err)) {
        deps.logger.error({ err, path: new URL(req.url).pathname, method: req.method }, 'out of disk space');
        return { status_code: 507, body: JSON.stringify({ detail: OUT_OF_SPACE_DETAIL }) };
      }
      if (isTransientDbError(err))
        return { status_code: 503, body: JSON.stringify({ detail: 'Server busy, retry later' }) };
      deps.logger.error({ err, path: new URL(req.url).pathname, method: req.method }, 'upload failed');
      return { status_code: 500, body: JSON.stringify({ detail: 'Internal server error' }) };
    },
    async onIncomingRequest(req, id) {
      const user = userOf(req);
      if (req.method === 'POST') return;
      const row = await findUpload(db, id);
      if (!row || row.userId !== user.id) throw refuse(404, 'Upload not found');
    },
    async onUploadCreate(req, upload) {
      const user = userOf(req);
      if (upload.size === undefined) throw refuse(400, 'Upload-Length required');
      const file = { name: upload.metadata?.filename ?? '', type: upload.metadata?.filetype ?? '', size: upload.size };
      const problem = checkVideoMeta(file);
      if (problem) throw refuse(problem === 'size' ? 413 : 415, VIDEO_DETAILS[problem]);
      const refused = await reserveUpload(
        db,
        {
          id: upload.id,
          userId: user.id,
          fileName: file.name.slice(0, 255),
          mimeType: file.type.slice(0, 100),
          size: upload.size,
          maxSeconds: maxSecondsOf(upload.metadata),
        },
        { perDay: config.UPLOADS_PER_DAY, parallel: config.UPLOADS_PARALLEL },
      );
      if (refused) throw refuse(429, UPLOAD_LIMIT_DETAILS[refused]);
      return {};
    },
    async onUploadFinish(_req, upload) {
      const row = await findUpload(db, upload.id);
      if (!row) throw refuse(404, 'Upload not found');
      const reader = await openFileReader(uploadPath(config.UPLOADS_DIR, upload.id));
      const result = await checkVideo(
        { name: row.fileName, type: row.mimeType, size: reader.size },
        reader,
        row.maxSeconds,
      ).finally(() => reader.close());
      const finishedAt = new Date().toISOString();
      if (!result.ok) {
        await db
          .update(uploads)
          .set({ status: 'rejected', problem: result.problem, seconds: result.seconds ?? null, finishedAt })
          .where(eq(uploads.id, upload.id));
        throw refuse(422, VIDEO_DETAILS[result.problem]);
      }
      await db
        .update(uploads)
        .set({ status: 'ready', container: result.container, seconds: result.seconds, finishedAt })
        .where(eq(uploads.id, upload.id));
      return {};
    },
  });
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    // An event listener cannot be awaited by tus: a failed delete is logged, and the day's sweep removes the row.
    db.delete(uploads)
      .where(eq(uploads.id, id))
      .catch((err: unknown) => deps.logger.error({ err, uploadId: id }, 'deleting a terminated upload failed'));
  });
  return server;
}
