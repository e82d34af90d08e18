// /collection: POST creates, GET lists the caller's own; GET /user/{id} another user's public
// ones; GET, PUT, DELETE /{id}; PUT /{id}/add_content {"page"}, /{id}/remove_content
// {"page_id"}, /{id}/copy. Only the owner changes a collection. Reading a public one needs no login.
import { Hono } from 'hono';
import { z } from 'zod';
import { COLLECTION_DESCRIPTION_MAX, COLLECTION_MAX_ITEMS, COLLECTION_TITLE_MAX } from '../../../sync/rules/social.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { rowId } from '../../lib/query-params.ts';
import { validate } from '../../lib/validate.ts';
import {
  collectionWire,
  listOwnCollections,
  listPublicCollections,
  readCollection,
  visibleCollection,
} from './service.ts';
import {
  addPage,
  copyCollection,
  createCollection,
  deleteCollection,
  removePage,
  updateCollection,
} from './write-service.ts';
import { collectionDocs as d } from './openapi.ts';

const idParam = z.object({ id: rowId });
const title = z.string().trim().min(1, 'Title is required').max(COLLECTION_TITLE_MAX);
const createInput = z.object({
  title,
  description: z.string().max(COLLECTION_DESCRIPTION_MAX).optional(),
  is_public: z.boolean().optional(),
  client_key: z.string().min(8).max(100).optional(),
});
const updateInput = z.object({
  title: title.optional(),
  description: z.string().max(COLLECTION_DESCRIPTION_MAX).optional(),
  is_public: z.boolean().optional(),
  page_ids: z.array(rowId).max(COLLECTION_MAX_ITEMS).optional(),
});
/** The spec sends `page` (an id, or a page object with its id); `page_id` is accepted too. */
const addInput = z
  .object({ page: z.union([rowId, z.object({ id: rowId })]).optional(), page_id: rowId.optional() })
  .transform((b) => b.page_id ?? (typeof b.page === 'object' ? b.page.id : b.page))
  .refine((v): v is number => v !== undefined, 'page is required');
const removeInput = z.object({ page_id: rowId });

export function collectionRoutes(deps: AppDeps) {
  const { db } = deps;
  const answer = async (collectionId: number, viewerId: number) =>
    collectionWire(db, await visibleCollection(db, collectionId, viewerId));
  return new Hono<AppEnv>()
    .get('/', d.own, async (c) => c.json(await listOwnCollections(db, requireUser(c).id)))
    .post('/', d.create, validate('json', createInput), async (c) => {
      const user = requireUser(c);
      const b = c.req.valid('json');
      const newId = await createCollection(db, user.id, {
        title: b.title,
        description: b.description,
        isPublic: b.is_public,
        clientKey: b.client_key,
      });
      return c.json(await answer(newId, user.id), 201);
    })
    .get('/user/:id', d.ofUser, validate('param', idParam), async (c) =>
      c.json(await listPublicCollections(db, c.req.valid('param').id)),
    )
    .get('/:id', d.read, validate('param', idParam), async (c) =>
      c.json(await readCollection(db, c.req.valid('param').id, c.get('user')?.id ?? null)),
    )
    .put('/:id', d.update, validate('param', idParam), validate('json', updateInput), async (c) => {
      const user = requireUser(c);
      const b = c.req.valid('json');
      await updateCollection(db, c.req.valid('param').id, user.id, {
        title: b.title,
        description: b.description,
        isPublic: b.is_public,
        pageIds: b.page_ids,
      });
      return c.json(await answer(c.req.valid('param').id, user.id));
    })
    .delete('/:id', d.remove, validate('param', idParam), async (c) => {
      await deleteCollection(db, c.req.valid('param').id, requireUser(c).id);
      return c.body(null, 204);
    })
    .put('/:id/add_content', d.add, validate('param', idParam), validate('json', addInput), async (c) => {
      const user = requireUser(c);
      await addPage(db, c.req.valid('param').id, user.id, c.req.valid('json'));
      return c.json(await answer(c.req.valid('param').id, user.id));
    })
    .put('/:id/remove_content', d.take, validate('param', idParam), validate('json', removeInput), async (c) => {
      const user = requireUser(c);
      await removePage(db, c.req.valid('param').id, user.id, c.req.valid('json').page_id);
      return c.json(await answer(c.req.valid('param').id, user.id));
    })
    .put('/:id/copy', d.copy, validate('param', idParam), async (c) => {
      const user = requireUser(c);
      const copyId = await copyCollection(db, c.req.valid('param').id, user.id);
      return c.json(await answer(copyId, user.id), 201);
    });
}
