// GET /main-page: {events_list, events_count, post_list, post_count, slide_list}. Each
// part falls back to an empty list or zero on failure (spec section 8), never an error.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { pages } from '../../../db/schema/content.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { activeEvents } from '../events/service.ts';
import { cardsByIds } from '../../lib/cards.ts';
import { listCatalog } from '../pages/list-service.ts';
import { catalogDocs as d } from './openapi.ts';

const MAIN_EVENTS = 6;
const MAIN_POSTS = 8;
const MAIN_SLIDES = 5;

export function mainPageRoutes(deps: AppDeps) {
  const { db, logger } = deps;
  async function part<T>(name: string, read: () => T | Promise<T>, fallback: T): Promise<T> {
    try {
      return await read();
    } catch (err) {
      logger.warn({ err, part: name }, 'main page part failed; answering the fallback');
      return fallback;
    }
  }
  return new Hono<AppEnv>().get('/', d.mainPage, async (c) => {
    const eventsPart = await part('events', () => activeEvents(db, MAIN_EVENTS), { list: [], total: 0 });
    const postsPart = await part('posts', () => listCatalog(db, { limit: MAIN_POSTS, offset: 0 }), {
      list: [],
      total: 0,
    });
    const slides = await part(
      'slides',
      async () => {
        const rows = await db
          .select({ id: pages.id })
          .from(pages)
          .where(and(eq(pages.isPublished, true), isNotNull(pages.promo)))
          .orderBy(desc(pages.publishedAt))
          .limit(MAIN_SLIDES);
        return cardsByIds(
          db,
          rows.map((r) => r.id),
        );
      },
      [],
    );
    return c.json({
      events_list: eventsPart.list,
      events_count: eventsPart.total,
      post_list: postsPart.list,
      post_count: postsPart.total,
      slide_list: slides,
    });
  });
}
