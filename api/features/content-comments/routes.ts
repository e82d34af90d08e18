// GET /{id}/comments and POST /{id}/add_comment for one kind of target; mounted inside
// the page, news and event routers so each keeps the spec's paths.
import { Hono } from 'hono';
import { z } from 'zod';
import type { CommentTarget } from '../../../db/schema/content.ts';
import { COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE } from '../../../sync/rules/social.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { rowId } from '../../lib/query-params.ts';
import { validate } from '../../lib/validate.ts';
import { addComment, listComments } from './service.ts';
import { commentDocs as d } from './openapi.ts';

const idParam = z.object({
  id: rowId,
});
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(COMMENTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
const commentBody = z.object({
  text: z.string().max(COMMENT_MAX_LENGTH),
  parent_id: rowId.nullish(),
  client_key: z.string().min(8).max(100).optional(),
});

/** `exists(id)` tells whether the target may be commented (published and present). */
export function commentRoutes(deps: AppDeps, target: CommentTarget, exists: (id: number) => Promise<boolean>) {
  return new Hono<AppEnv>()
    .get('/:id/comments', d.list, validate('param', idParam), validate('query', listQuery), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await exists(id))) throw httpError(404, 'Not found');
      const { limit, offset } = c.req.valid('query');
      return c.json(await listComments(deps.db, target, id, limit, offset, c.get('user')));
    })
    .post('/:id/add_comment', d.add, validate('param', idParam), validate('json', commentBody), async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      if (!(await exists(id))) throw httpError(404, 'Not found');
      const body = c.req.valid('json');
      return c.json(
        await addComment(deps.db, target, id, user, {
          text: body.text,
          parentId: body.parent_id ?? undefined,
          clientKey: body.client_key,
        }),
        201,
      );
    });
}
