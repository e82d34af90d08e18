// GET /school/region (name), /school/city (name, region_id), /school/name (city_id, name),
// /address-search/city (query|name) and /address (query): {"list": [...]}. A school that
// is not listed is typed as free text into work_or_school; nothing here refuses it.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../lib/validate.ts';
import { findCities, findRegions, findSchools } from './service.ts';
import { geoDocs as d } from './openapi.ts';

const text = z.string().max(100).optional();
const regionQuery = z.object({ name: text });
const cityQuery = z.object({ name: text, region_id: z.coerce.number().int().positive().optional() });
const schoolQuery = z.object({ city_id: z.coerce.number().int().positive(), name: text });
const searchQuery = z.object({ query: text, name: text });

export function schoolRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/region', d.regions, validate('query', regionQuery), async (c) =>
      c.json({ list: await findRegions(deps.db, c.req.valid('query').name) }),
    )
    .get('/city', d.cities, validate('query', cityQuery), async (c) => {
      const q = c.req.valid('query');
      return c.json({ list: (await findCities(deps.db, q.name, q.region_id)).map(({ id, name }) => ({ id, name })) });
    })
    .get('/name', d.schools, validate('query', schoolQuery), async (c) => {
      const q = c.req.valid('query');
      return c.json({ list: await findSchools(deps.db, q.city_id, q.name) });
    });
}

export function addressSearchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/city', d.citySearch, validate('query', searchQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json({ list: await findCities(deps.db, q.query ?? q.name ?? '') });
  });
}

/** Address suggestions down to the town: "Город, Регион" with both ids. */
export function addressRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.address, validate('query', searchQuery), async (c) => {
    const q = c.req.valid('query');
    const list = (await findCities(deps.db, q.query ?? q.name ?? '')).map((city) => ({
      value: `${city.name}, ${city.region.name}`,
      city_id: city.id,
      region_id: city.region.id,
      city: city.name,
      region: city.region.name,
    }));
    return c.json({ list });
  });
}
