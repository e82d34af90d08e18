// GET /faq/ (paged questions, optional tag), /faq/tag, /faq/form; POST /faq/send (feedback).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../lib/validate.ts';
import { sendFeedback } from './send-service.ts';
import { listFaq, listFaqTags, readFaqForm } from './service.ts';
import { faqDocs as d } from './openapi.ts';

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  tag_id: z.coerce.number().int().positive().optional(),
});

const sendInput = z.object({
  list: z
    .array(
      z.object({
        name: z.string().min(1).max(100),
        value: z.union([z.string(), z.number()]).transform(String),
      }),
    )
    .max(50),
});

export function faqRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', d.list, validate('query', listQuery), async (c) => c.json(await listFaq(deps.db, c.req.valid('query'))))
    .get('/tag', d.tags, async (c) => c.json({ list: await listFaqTags(deps.db) }))
    .get('/form', d.form, async (c) => c.json({ content: await readFaqForm(deps.db) }))
    .post('/send', d.send, validate('json', sendInput), async (c) => {
      await sendFeedback(deps.db, c.req.valid('json').list, c.get('user')?.id ?? null);
      return c.json({ success: true });
    });
}
