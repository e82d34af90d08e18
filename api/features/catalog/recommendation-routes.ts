// GET /recommendation/post?id=: up to 6 published materials sharing a tag with the given one.
// GET /recommendation/course, /quizz and /contest (?id=): up to 6 other published courses or
// quizzes (the same topic first) or contests (running first). An unknown id, or any failure, gives an empty list
// (spec section 8), so a broken recommendation never breaks the page beside it.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { recommendContestCards } from '../../lib/contest-cards.ts';
import { validate } from '../../lib/validate.ts';
import { recommendLearning, recommendPosts } from './recommendation-service.ts';
import { catalogDocs as d } from './openapi.ts';

const RECOMMENDED = 6;
const limit = z.coerce.number().int().min(1).max(24).default(RECOMMENDED);
const postQuery = z.object({ id: z.coerce.number().int().positive(), limit });
const learningQuery = z.object({ id: z.coerce.number().int().positive().optional(), limit });

export function recommendationRoutes(deps: AppDeps) {
  const safe = async <T>(name: string, read: () => Promise<T[]>): Promise<{ list: T[] }> => {
    try {
      return { list: await read() };
    } catch (err) {
      deps.logger.warn({ err, name }, 'recommendations failed; answering an empty list');
      return { list: [] };
    }
  };
  return new Hono<AppEnv>()
    .get('/post', d.recommendPosts, validate('query', postQuery), async (c) => {
      const { id, limit } = c.req.valid('query');
      return c.json(await safe('post', () => recommendPosts(deps.db, id, limit)));
    })
    .get('/course', d.recommendLearning, validate('query', learningQuery), async (c) => {
      const { id, limit } = c.req.valid('query');
      return c.json(await safe('course', () => recommendLearning(deps.db, 'course', id, limit)));
    })
    .get('/quizz', d.recommendLearning, validate('query', learningQuery), async (c) => {
      const { id, limit } = c.req.valid('query');
      return c.json(await safe('quizz', () => recommendLearning(deps.db, 'quizzes', id, limit)));
    })
    .get('/contest', d.recommendLearning, validate('query', learningQuery), async (c) => {
      const { id, limit } = c.req.valid('query');
      return c.json(await safe('contest', () => recommendContestCards(deps.db, id, limit, c.get('user')?.id)));
    });
}
