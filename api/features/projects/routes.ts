// GET /project/catalog (menu and slider lists), /project/{id}, /project/slug/{slug}.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { findProjectById, findProjectBySlug, listProjects } from './service.ts';
import { projectDocs as d } from './openapi.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const catalogQuery = z.object({
  show_in_menu: flag.optional(),
  show_in_slider: flag.optional(),
  sort: z.enum(['order', 'id', 'title']).default('order'),
  order: z.enum(['asc', 'desc']).default('asc'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const idParam = z.object({ id: z.coerce.number().int().positive() });
const slugParam = z.object({ slug: z.string().min(1).max(200) });

export function projectRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/catalog', d.catalog, validate('query', catalogQuery), async (c) =>
      c.json(await listProjects(deps.db, c.req.valid('query'))),
    )
    .get('/slug/:slug', d.bySlug, validate('param', slugParam), async (c) => {
      const project = await findProjectBySlug(deps.db, c.req.valid('param').slug);
      if (!project) throw httpError(404, 'Project not found');
      return c.json(project);
    })
    .get('/:id{[0-9]+}', d.byId, validate('param', idParam), async (c) => {
      const project = await findProjectById(deps.db, c.req.valid('param').id);
      if (!project) throw httpError(404, 'Project not found');
      return c.json(project);
    });
}
