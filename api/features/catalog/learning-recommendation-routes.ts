// GET /recommendation/course, /quizz and /contest (?id=): up to 6 other published courses or
// quizzes (the same topic first) or contests (running first); any failure gives an
// empty list (spec section 8: course recommendations fall back to an empty list).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../lib/validate.ts';
import { recommendContestCards } from '../../lib/contest-cards.ts';
import { catalogDocs as d } from './openapi.ts';

const RECOMMENDED = 6;
const query = z.object({ id: z.coerce.number().int().positive().optional(), limit: z.coerce.number().int().min(1).max(24).default(RECOMMENDED) });

function recommend(db: Db, table: typeof courses | typeof quizzes, kind: 'course' | 'quizzes', id: number | undefined, limit: number) {
  const topicId = id === undefined ? null : (db.select({ topicId: table.topicId }).from(table).where(eq(table.id, id)).get()?.topicId ?? null);
  const rows = db
    .select({ id: table.id, slug: table.slug, title: table.title, description: table.description, preview: table.preview })
    .from(table)
    .where(and(eq(table.isPublished, true), id === undefined ? undefined : ne(table.id, id)))
    .orderBy(...(topicId === null ? [] : [desc(sql`${table.topicId} is ${topicId}`)]), desc(table.createdAt), desc(table.id))
    .limit(limit)
    .all();
  return rows.map((r) => ({
    ...r,
    type: kind === 'course' ? { code: 'course', label: 'Курс' } : { code: 'quiz', label: 'Тренажер' },
    href: kind === 'course' ? `/course/${r.id}` : `/quizzes/${r.id}`,
  }));
}

export function learningRecommendationRoutes(deps: AppDeps) {
  const safe = (name: string, read: () => unknown[]) => {
    try {
      return { list: read() };
    } catch (err) {
      deps.logger.warn({ err, name }, 'recommendations failed; answering an empty list');
      return { list: [] };
    }
  };
  return new Hono<AppEnv>()
    .get('/course', d.recommendLearning, validate('query', query), (c) => {
      const { id, limit } = c.req.valid('query');
      return c.json(safe('course', () => recommend(deps.db, courses, 'course', id, limit)));
    })
    .get('/quizz', d.recommendLearning, validate('query', query), (c) => {
      const { id, limit } = c.req.valid('query');
      return c.json(safe('quizz', () => recommend(deps.db, quizzes, 'quizzes', id, limit)));
    })
    .get('/contest', d.recommendLearning, validate('query', query), (c) => {
      const { id, limit } = c.req.valid('query');
      return c.json(safe('contest', () => recommendContestCards(deps.db, id, limit, c.get('user')?.id)));
    });
}
