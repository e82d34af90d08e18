// /comment/{id}: PUT {"text"} (the author edits), DELETE (author, material owner or staff),
// POST /complaint {"reason", "text"?} (one per user and comment). Signed-in only.
import { Hono } from 'hono';
import { z } from 'zod';
import { COMPLAINT_REASONS } from '../../../db/schema/comment-complaints.ts';
import { COMMENT_MAX_LENGTH, COMPLAINT_TEXT_MAX } from '../../../sync/rules/social.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { rowId } from '../../lib/query-params.ts';
import { validate } from '../../lib/validate.ts';
import { complainAboutComment, deleteComment, editComment } from './edit-service.ts';
import { commentDocs as d } from './openapi.ts';

const idParam = z.object({
  id: rowId,
});
const textBody = z.object({ text: z.string().max(COMMENT_MAX_LENGTH) });
const complaintBody = z.object({
  reason: z.enum(COMPLAINT_REASONS),
  text: z.string().max(COMPLAINT_TEXT_MAX).default(''),
});

export function commentItemRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c);
      await next();
    })
    .put('/:id', d.edit, validate('param', idParam), validate('json', textBody), async (c) =>
      c.json(await editComment(db, c.req.valid('param').id, requireUser(c), c.req.valid('json').text)),
    )
    .delete('/:id', d.remove, validate('param', idParam), async (c) => {
      await deleteComment(db, c.req.valid('param').id, requireUser(c));
      return c.body(null, 204);
    })
    .post('/:id/complaint', d.complain, validate('param', idParam), validate('json', complaintBody), async (c) => {
      const body = c.req.valid('json');
      await complainAboutComment(db, c.req.valid('param').id, requireUser(c), body.reason, body.text);
      return c.json({ ok: true }, 201);
    });
}
