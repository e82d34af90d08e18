// /contest-video (V2): whether the user sent a work, their works, one work, a contest's published
// works, sending a work (an upload_id from /api/uploads, or the file itself in a multipart body),
// the video file with Range requests and its poster frame, and staff moderation until the staff area exists.
import { nameViewerOf } from '../../lib/person-name.ts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { WORKS_PAGE_SIZE } from '../../../sync/rules/contests.ts';
import { VIDEO_MAX_BYTES } from '../../../sync/rules/video/video-check.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireRole, requireUser } from '../../lib/require-user.ts';
import { storeDirectUpload } from '../../lib/uploads/direct-upload.ts';
import { posterPath, uploadPath } from '../../lib/uploads/upload-store.ts';
import { POSTER_MAX_BYTES, storePoster } from './poster.ts';
import { validate } from '../../lib/validate.ts';
import { signedIn, workBody } from './routes.ts';
import {
  checkCanSend,
  moderateWork,
  publishedWorks,
  sendWork,
  STAFF,
  toWork,
  visibleWork,
  worksOfUser,
} from './works-service.ts';
import { fileRangeResponse } from '../../lib/file-range.ts';
import { contestDocs as d } from './openapi.ts';

const positive = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);
const uploadQuery = workBody.extend({ contest_id: positive, upload_id: workBody.shape.upload_id.optional() });
const MULTIPART_OVERHEAD = 64 * 1024;

export function contestVideoRoutes(deps: AppDeps) {
  const { db } = deps;
  const isStaff = (roles: string[] | undefined) => roles?.some((r) => STAFF.includes(r)) ?? false;
  return new Hono<AppEnv>()
    .get('/exist', d.exist, validate('query', z.object({ contest_id: positive })), async (c) => {
      const user = c.get('user');
      const latest = user ? (await worksOfUser(db, user.id, false, c.req.valid('query').contest_id))[0] : undefined;
      return c.json({ exist: latest !== undefined, status_id: latest?.statusId ?? null });
    })
    .get('/my-videos', d.myVideos, signedIn, async (c) => {
      const user = requireUser(c);
      const names = await nameViewerOf(db, user);
      try {
        return c.json({ video_list: (await worksOfUser(db, user.id, false)).map((w) => toWork(w, names)) });
      } catch (err) {
        deps.logger.warn({ err }, 'my-videos failed; answering null');
        return c.json({ video_list: null });
      }
    })
    .get('/user-videos/:id', d.userVideos, validate('param', z.object({ id: positive })), async (c) => {
      const viewer = c.get('user');
      const works = await worksOfUser(db, c.req.valid('param').id, true);
      const names = await nameViewerOf(db, viewer);
      return c.json({ video_list: works.map((w) => toWork(w, names, isStaff(viewer?.roles))) });
    })
    .get('/view', d.view, validate('query', z.object({ id: positive })), async (c) => {
      const viewer = c.get('user');
      const work = await visibleWork(db, c.req.valid('query').id, viewer);
      return c.json(toWork(work, await nameViewerOf(db, viewer), isStaff(viewer?.roles)));
    })
    .get(
      '/confirm-videos',
      d.confirmVideos,
      validate(
        'query',
        z.object({
          contest_id: positive,
          nomination_id: positive.optional(),
          limit: z.coerce.number().int().min(1).max(100).default(WORKS_PAGE_SIZE),
          offset: z.coerce.number().int().min(0).default(0),
        }),
      ),
      async (c) => {
        const q = c.req.valid('query');
        const viewer = c.get('user');
        const page = await publishedWorks(db, q.contest_id, {
          limit: q.limit,
          offset: q.offset,
          nominationId: q.nomination_id,
        });
        const names = await nameViewerOf(db, viewer);
        return c.json({ video_list: page.list.map((w) => toWork(w, names)), total_count: page.total });
      },
    )
    .on(['GET', 'HEAD'], '/file/:id', d.file, validate('param', z.object({ id: positive })), async (c) => {
      const work = await visibleWork(db, c.req.valid('param').id, c.get('user'));
      if (!work.fileId) throw httpError(404, 'Video not found');
      return fileRangeResponse(
        uploadPath(deps.config.UPLOADS_DIR, work.fileId),
        work.mimeType ?? 'video/mp4',
        c.req.header('range'),
        c.req.method,
      );
    })
    .on(['GET', 'HEAD'], '/poster/:id', d.poster, validate('param', z.object({ id: positive })), async (c) => {
      const work = await visibleWork(db, c.req.valid('param').id, c.get('user'));
      if (!work.fileId || !work.uploadPoster) throw httpError(404, 'Poster not found');
      return fileRangeResponse(posterPath(deps.config.UPLOADS_DIR, work.fileId), 'image/webp', undefined, c.req.method);
    })
    .post(
      '/poster',
      d.sendPoster,
      signedIn,
      validate('query', z.object({ upload_id: workBody.shape.upload_id })),
      bodyLimit({
        maxSize: POSTER_MAX_BYTES,
        onError: () => {
          throw httpError(413, 'Poster too large');
        },
      }),
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const user = requireUser(c);
        return c.json(await storePoster(db, deps.config.UPLOADS_DIR, user.id, c.req.valid('query').upload_id, bytes));
      },
    )
    .post(
      '/upload-video',
      d.uploadVideo,
      signedIn,
      validate('query', uploadQuery),
      bodyLimit({
        maxSize: VIDEO_MAX_BYTES + MULTIPART_OVERHEAD,
        onError: () => {
          throw httpError(413, 'File too large');
        },
      }),
      async (c) => {
        const user = requireUser(c);
        const { contest_id, upload_id, ...work } = c.req.valid('query');
        let uploadId = upload_id;
        if (!uploadId) {
          const maxSeconds = await checkCanSend(db, contest_id, user.id, work.nomination_id);
          const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
          const file = body.file;
          if (!(file instanceof File)) throw httpError(400, 'file or upload_id required');
          uploadId = await storeDirectUpload(db, deps.config.UPLOADS_DIR, user.id, file, maxSeconds, {
            perDay: deps.config.UPLOADS_PER_DAY,
            parallel: deps.config.UPLOADS_PARALLEL,
          });
        }
        return c.json(await sendWork(db, contest_id, user.id, work, uploadId));
      },
    )
    .post(
      '/moderate',
      d.moderate,
      async (c, next) => {
        requireRole(c, ...STAFF);
        await next();
      },
      validate(
        'json',
        z.object({
          id: positive,
          status_id: z.union([z.literal(2), z.literal(3)]),
          cancel_text: z.string().trim().min(1).max(1000).optional(),
        }),
      ),
      async (c) => {
        const { id, status_id, cancel_text } = c.req.valid('json');
        return c.json(await moderateWork(db, id, status_id, cancel_text, requireUser(c).id));
      },
    );
}
