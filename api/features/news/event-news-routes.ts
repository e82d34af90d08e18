// GET /event-news (the latest news and the coming events together) and
// GET /event-news/events (sort, limit, offset, search, event_status).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../lib/validate.ts';
import { eventListFilter, eventQuery } from '../events/list-query.ts';
import { activeEvents, listEvents } from '../events/service.ts';
import { listNews } from './service.ts';
import { newsDocs as d } from './openapi.ts';

const OVERVIEW_SIZE = 6;

export function eventNewsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', d.overview, async (c) =>
      c.json({
        news: await listNews(db, 'DATE_DESC', OVERVIEW_SIZE, 0),
        events: await activeEvents(db, OVERVIEW_SIZE),
      }),
    )
    .get('/events', d.events, validate('query', eventQuery), async (c) => {
      return c.json(await listEvents(db, eventListFilter(c.req.valid('query'))));
    });
}
