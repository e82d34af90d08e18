// /staff/content (admin, editor): materials and news with drafts. Writes go through the pages and
// news write services (blocks sanitised, search index updated) and are recorded in the audit log.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { itemHead, pictureUrl, slugInput } from '../../lib/authoring-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { pagingQuery } from '../../lib/query-params.ts';
import { requireUser } from '../../lib/require-user.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { validate } from '../../lib/validate.ts';
import { contentBlocks, storedBlocks } from '../pages/blocks-schema.ts';
import { readPage } from '../pages/service.ts';
import { pageInput, pageUpdate } from '../pages/write-schema.ts';
import { createPage, pageOwner, setPagePublished, updatePage } from '../pages/write-service.ts';
import { IMAGE_MAX_BYTES, storeImage } from '../media/image-service.ts';
import { createNews, findNewsRow, setNewsPublished, updateNews } from '../news/write-service.ts';
import { auditedWrites } from './authoring-writes.ts';
import { listNewsForStaff, listPagesForStaff } from './content-service.ts';
import { staffDocs as d } from './openapi.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const listQuery = pagingQuery.extend({
  q: z.string().max(100).optional(),
  state: z.enum(['draft', 'published', 'all']).default('all'),
  type: z.coerce.number().int().min(1).max(4).optional(),
});
const MULTIPART_OVERHEAD = 64 * 1024;
const publishBody = z.object({ published: z.boolean() });
const newsInput = z.object({
  title: z.string().trim().min(1).max(300),
  slug: slugInput.optional(),
  description: z.string().trim().max(2000).optional(),
  preview: pictureUrl.nullable().optional(),
  content: contentBlocks.optional(),
});

const brief = (r: { title: string; isPublished: boolean }) => ({ title: r.title, is_published: r.isPublished });

export function staffContentRoutes({ db, config }: AppDeps) {
  /** The material as staff see it (drafts included). */
  const pageState = async (tx: Db, viewer: SessionUser, id: number) => {
    const page = await readPage(tx, { id }, viewer);
    if (!page) throw httpError(404, 'Page not found');
    return page;
  };
  const newsState = async (tx: Db, id: number) => {
    const row = await findNewsRow(tx, id);
    if (!row) throw httpError(404, 'News not found');
    return row;
  };
  const newsWrites = auditedWrites(db, { type: 'news', brief: async (tx, id) => brief(await newsState(tx, id)) });
  const newsView = async (id: number) => {
    const row = await newsState(db, id);
    return {
      ...itemHead(row),
      content: storedBlocks(row.content),
      is_published: row.isPublished,
      published_at: row.publishedAt,
    };
  };
  const audit = (
    tx: Db,
    staffId: number,
    action: string,
    type: string,
    id: number | string,
    before: unknown,
    after: unknown,
  ) => recordStaffAction(tx, { staffId, action, target: { type, id }, before, after });

  // Each write below reads the state before, changes it, reads it after and records the audit row in
  // one transaction, so a request between those steps can neither slip in nor be misreported.
  return new Hono<AppEnv>()
    .use('*', staffArea('content'))
    .post(
      '/images',
      d.uploadImage,
      bodyLimit({
        maxSize: IMAGE_MAX_BYTES + MULTIPART_OVERHEAD,
        onError: () => {
          throw httpError(413, 'File too large');
        },
      }),
      async (c) => {
        const staff = requireUser(c);
        const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const file = body.file;
        if (!(file instanceof File)) throw httpError(400, 'file required');
        const stored = await storeImage(config.MEDIA_DIR, new Uint8Array(await file.arrayBuffer()));
        await audit(db, staff.id, 'image.upload', 'image', stored.url, null, {
          name: file.name.slice(0, 200),
          url: stored.url,
        });
        return c.json(stored, 201);
      },
    )
    .get('/pages', d.pages, validate('query', listQuery), async (c) =>
      c.json(await listPagesForStaff(db, c.req.valid('query'))),
    )
    .get('/pages/:id{[0-9]+}', d.page, validate('param', idParam), async (c) =>
      c.json(await pageState(db, requireUser(c), c.req.valid('param').id)),
    )
    .post('/pages', d.createPage, validate('json', pageInput), async (c) => {
      const staff = requireUser(c);
      const input = c.req.valid('json');
      const after = await db.transaction(async (tx) => {
        const id = await createPage(tx, staff.id, { ...input, is_published: input.is_published ?? false });
        const page = await pageState(tx, staff, id);
        await audit(tx, staff.id, 'page.create', 'page', id, null, {
          title: page.title,
          is_published: page.is_published,
        });
        return page;
      });
      return c.json(after, 201);
    })
    .put('/pages/:id{[0-9]+}', d.updatePage, validate('param', idParam), validate('json', pageUpdate), async (c) => {
      const staff = requireUser(c);
      const { id } = c.req.valid('param');
      const after = await db.transaction(async (tx) => {
        if (!(await pageOwner(tx, id))) throw httpError(404, 'Page not found');
        const before = await pageState(tx, staff, id);
        await updatePage(tx, id, c.req.valid('json'));
        const page = await pageState(tx, staff, id);
        await audit(
          tx,
          staff.id,
          'page.update',
          'page',
          id,
          { title: before.title, is_published: before.is_published },
          { title: page.title, is_published: page.is_published },
        );
        return page;
      });
      return c.json(after);
    })
    .post(
      '/pages/:id{[0-9]+}/publish',
      d.publishPage,
      validate('param', idParam),
      validate('json', publishBody),
      async (c) => {
        const staff = requireUser(c);
        const { id } = c.req.valid('param');
        const after = await db.transaction(async (tx) => {
          const before = await pageState(tx, staff, id);
          await setPagePublished(tx, id, c.req.valid('json').published);
          const page = await pageState(tx, staff, id);
          await audit(
            tx,
            staff.id,
            'page.publish',
            'page',
            id,
            { is_published: before.is_published },
            { is_published: page.is_published },
          );
          return page;
        });
        return c.json(after);
      },
    )
    .get('/news', d.newsList, validate('query', listQuery), async (c) =>
      c.json(await listNewsForStaff(db, c.req.valid('query'))),
    )
    .get('/news/:id{[0-9]+}', d.newsItem, validate('param', idParam), async (c) =>
      c.json(await newsView(c.req.valid('param').id)),
    )
    .post('/news', d.createNews, validate('json', newsInput), async (c) => {
      const id = await newsWrites.create(requireUser(c).id, (tx) => createNews(tx, c.req.valid('json')));
      return c.json(await newsView(id), 201);
    })
    .put(
      '/news/:id{[0-9]+}',
      d.updateNews,
      validate('param', idParam),
      validate('json', newsInput.partial()),
      async (c) => {
        const { id } = c.req.valid('param');
        await newsWrites.change(requireUser(c).id, 'update', id, (tx) => updateNews(tx, id, c.req.valid('json')));
        return c.json(await newsView(id));
      },
    )
    .post(
      '/news/:id{[0-9]+}/publish',
      d.publishNews,
      validate('param', idParam),
      validate('json', publishBody),
      async (c) => {
        const { id } = c.req.valid('param');
        const published = c.req.valid('json').published;
        await newsWrites.change(requireUser(c).id, 'publish', id, (tx) => setNewsPublished(tx, id, published));
        return c.json(await newsView(id));
      },
    );
}
