// /page: read one material by id or slug, list, and (for staff or privileged authors)
// create, change and delete; plus the page comments. Drafts are visible to staff and author.
// Staff changing or deleting someone else's material here write the staff audit row, as in the staff area.
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { pages } from '../../../db/schema/content.ts';
import { one } from '../../../db/store.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { validate } from '../../lib/validate.ts';
import { catalogQuery, toCatalogQuery } from './list-query.ts';
import { listCatalog } from './list-service.ts';
import { commentRoutes } from '../content-comments/routes.ts';
import { publicAnswerCache } from '../../middleware/public-answer-cache.ts';
import { readWhole } from './read-whole.ts';
import { isPrivileged, isStaff, readPage } from './service.ts';
import { pageInput, pageUpdate } from './write-schema.ts';
import { createPage, deletePage, pageOwner, updatePage } from './write-service.ts';
import { pageDocs as d } from './openapi.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export function pageRoutes(deps: AppDeps) {
  const { db } = deps;
  const published = async (id: number) =>
    !!(await one(
      db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.id, id), eq(pages.isPublished, true))),
    ));

  /** Staff may edit any material; a blogger or scientist only their own. */
  const requireEditor = async (c: Context<AppEnv>, pageId?: number) => {
    const user = requireUser(c);
    if (isStaff(user)) return user;
    if (!(await isPrivileged(db, user))) throw httpError(403, 'Forbidden');
    if (pageId !== undefined && (await pageOwner(db, pageId))?.userId !== user.id) throw httpError(403, 'Forbidden');
    return user;
  };
  const found = async (id: number) => {
    if (!(await pageOwner(db, id))) throw httpError(404, 'Page not found');
  };
  const stateOf = (tx: typeof db, id: number) =>
    one(
      tx
        .select({ title: pages.title, is_published: pages.isPublished, userId: pages.userId })
        .from(pages)
        .where(eq(pages.id, id)),
    );
  /**
   * Runs the change and, when a staff member acts on someone else's material, records it in the staff
   * audit log (the staff area's action names and shape) in the same transaction.
   */
  const asStaffWhenSo = (
    user: SessionUser,
    id: number,
    action: 'page.update' | 'page.delete',
    change: (tx: typeof db) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const before = await stateOf(tx, id);
      if (!before) throw httpError(404, 'Page not found');
      await change(tx);
      if (!isStaff(user) || before.userId === user.id) return;
      const after = await stateOf(tx, id);
      await recordStaffAction(tx, {
        staffId: user.id,
        action,
        target: { type: 'page', id },
        before: { title: before.title, is_published: before.is_published, author_id: before.userId },
        after: after ? { title: after.title, is_published: after.is_published } : null,
      });
    });

  return new Hono<AppEnv>()
    .use('*', publicAnswerCache(db))
    .get('/', d.list, validate('query', catalogQuery), async (c) =>
      c.json(await listCatalog(db, { ...toCatalogQuery(c.req.valid('query')), viewerId: c.get('user')?.id ?? null })),
    )
    .get('/slug/:slug', d.bySlug, validate('param', z.object({ slug: z.string().min(1).max(200) })), async (c) =>
      c.json(await readWhole(db, { slug: c.req.valid('param').slug }, c.get('user'))),
    )
    .route('/', commentRoutes(deps, 'page', published))
    .get('/:id', d.byId, validate('param', idParam), async (c) =>
      c.json(await readWhole(db, { id: c.req.valid('param').id }, c.get('user'))),
    )
    .post('/', d.create, validate('json', pageInput), async (c) => {
      const user = await requireEditor(c);
      const id = await createPage(db, user.id, c.req.valid('json'));
      return c.json(await readPage(db, { id }, user), 201);
    })
    .put('/:id', d.update, validate('param', idParam), validate('json', pageUpdate), async (c) => {
      const { id } = c.req.valid('param');
      await found(id);
      const user = await requireEditor(c, id);
      const input = c.req.valid('json');
      await asStaffWhenSo(user, id, 'page.update', (tx) => updatePage(tx, id, input));
      return c.json(await readPage(db, { id }, user));
    })
    .delete('/:id', d.remove, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await found(id);
      const user = await requireEditor(c, id);
      await asStaffWhenSo(user, id, 'page.delete', (tx) => deletePage(tx, id));
      return c.body(null, 204);
    });
}
