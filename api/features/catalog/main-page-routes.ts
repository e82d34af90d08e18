// GET /main-page: {events_list, events_count, post_list, post_count, slide_list}. Each
// part falls back to an empty list or zero on failure (spec section 8), never an error. The answer is
// the same for every caller, so it is kept while the database is unchanged (api/lib/kept-answers.ts),
// for a minute at most since its events are the ones still going on; a part that failed is not kept. Its
// JSON and gzip are kept for signed-in callers too (public-answer-cache.ts), as the answer is the same.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { pages } from '../../../db/schema/content.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { activeEvents } from '../events/service.ts';
import { cardsByIds } from '../../lib/cards.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { publicAnswerCache } from '../../middleware/public-answer-cache.ts';
import { listCatalog } from '../pages/list-service.ts';
import { catalogDocs as d } from './openapi.ts';

const MAIN_EVENTS = 6;
const MAIN_POSTS = 8;
const MAIN_SLIDES = 5;
const MAIN_PAGE = { name: 'main-page', maxEntries: 1, maxAgeMs: 60_000 };

export function mainPageRoutes(deps: AppDeps) {
  const { db, logger } = deps;
  const compute = async () => {
    let failed = false;
    async function part<T>(name: string, read: () => T | Promise<T>, fallback: T): Promise<T> {
      try {
        return await read();
      } catch (err) {
        failed = true;
        logger.warn({ err, part: name }, 'main page part failed; answering the fallback');
        return fallback;
      }
    }
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
    const answer = {
      events_list: eventsPart.list,
      events_count: eventsPart.total,
      post_list: postsPart.list,
      post_count: postsPart.total,
      slide_list: slides,
    };
    return { answer, failed };
  };
  return new Hono<AppEnv>()
    .use('*', publicAnswerCache(db, { maxAgeMs: MAIN_PAGE.maxAgeMs, everyone: true }))
    .get('/', d.mainPage, async (c) => {
      const { answer, failed } = await keptAnswer(db, MAIN_PAGE, '', compute, (a) => !a.failed);
      // `no-store` also keeps the anonymous answer cache from keeping a fallback.
      if (failed) c.header('Cache-Control', 'no-store');
      return c.json(answer);
    });
}
