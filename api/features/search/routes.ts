// GET /search?query=&type=&limit=&offset=: ranked results of every kind, or of one.
// A blank query answers 400 {"detail": "Empty query"} (the browser shows 'Введите запрос').
import { Hono } from 'hono';
import { z } from 'zod';
import { SEARCH_KINDS } from '../../../db/schema/search.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { search } from './service.ts';
import { searchDoc } from './openapi.ts';

const searchQuery = z.object({
  query: z.string().max(200).default(''),
  type: z.enum(SEARCH_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(18),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export function searchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', searchDoc, validate('query', searchQuery), async (c) => {
    const result = await search(deps.db, c.req.valid('query'));
    if (!result) throw httpError(400, 'Empty query');
    return c.json(result);
  });
}
