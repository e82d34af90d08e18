// POST /statistics (a view of a page: page type and id, optional client id; guests too)
// -> {"id"}; PATCH /statistics/{id} (scroll depth 0-100, seconds) by the same user or client.
// The browser sends the PATCH with sendBeacon/keepalive, so a text/plain JSON body is read too.
import { Hono } from 'hono';
import { z } from 'zod';
import { STATISTICS_PAGE_TYPES } from '../../../db/schema/statistics.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { itemExists } from '../../lib/item-exists.ts';
import { limitOpenWrites } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { detailOf, safeParseShort } from '../../lib/zod-messages.ts';
import { createRecord, updateRecord } from './service.ts';
import { statisticsDocs as d } from './openapi.ts';

const clientId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/)
  .optional();
const createInput = z.object({
  page_type: z.enum(STATISTICS_PAGE_TYPES),
  page_id: z.number().int().positive(),
  client_id: clientId,
});
const updateInput = z
  .object({
    scroll_depth: z.number().int().min(0).max(100).optional(),
    seconds: z.number().int().min(0).max(86_400).optional(),
    client_id: clientId,
  })
  .refine((b) => b.scroll_depth !== undefined || b.seconds !== undefined, 'Nothing to update');

async function jsonBody(req: Request): Promise<unknown> {
  const text = await req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw httpError(400, 'Malformed JSON');
  }
}

export function statisticsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', d.create(createInput), async (c) => {
      const parsed = safeParseShort(createInput, await jsonBody(c.req.raw));
      if (!parsed.success) throw httpError(400, detailOf(parsed.error));
      const b = parsed.data;
      await limitOpenWrites(deps, c, 'statistics');
      if (!(await itemExists(deps.db, b.page_type, b.page_id, { published: true })))
        throw httpError(404, 'Page not found');
      const id = await createRecord(deps.db, {
        pageType: b.page_type,
        pageId: b.page_id,
        userId: c.get('user')?.id ?? null,
        clientId: b.client_id ?? null,
      });
      return c.json({ id }, 201);
    })
    .patch(
      '/:id',
      d.update(updateInput),
      validate('param', z.object({ id: z.coerce.number().int().positive() })),
      async (c) => {
        const parsed = safeParseShort(updateInput, await jsonBody(c.req.raw));
        if (!parsed.success) throw httpError(400, detailOf(parsed.error));
        const b = parsed.data;
        await limitOpenWrites(deps, c, 'statistics');
        await updateRecord(
          deps.db,
          c.req.valid('param').id,
          { userId: c.get('user')?.id ?? null, clientId: b.client_id ?? null },
          { scrollDepth: b.scroll_depth, seconds: b.seconds },
        );
        return c.json({ ok: true });
      },
    );
}
