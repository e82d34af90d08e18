// GET /recommendation/post?id=: up to 6 published materials sharing a tag with the given
// one, newest first. An unknown id, or any failure, gives an empty list (spec section 8).
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { pages, pageTags } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../lib/validate.ts';
import { cardColumns, toCards } from '../pages/cards.ts';
import { catalogDocs as d } from './openapi.ts';

const RECOMMENDED = 6;

function recommendPosts(db: Db, id: number, limit: number) {
  const tagIds = db.select({ tagId: pageTags.tagId }).from(pageTags).where(eq(pageTags.pageId, id)).all().map((r) => r.tagId);
  if (!tagIds.length) return [];
  const rows = db
    .select(cardColumns)
    .from(pages)
    .leftJoin(users, eq(users.id, pages.userId))
    .where(and(eq(pages.isPublished, true), ne(pages.id, id), sql`exists (select 1 from ${pageTags} where ${pageTags.pageId} = ${pages.id} and ${inArray(pageTags.tagId, tagIds)})`))
    .orderBy(desc(pages.publishedAt), desc(pages.id))
    .limit(limit)
    .all();
  return toCards(db, rows);
}

export function recommendationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/post',
    d.recommendPosts,
    validate('query', z.object({ id: z.coerce.number().int().positive(), limit: z.coerce.number().int().min(1).max(24).default(RECOMMENDED) })),
    (c) => {
      const { id, limit } = c.req.valid('query');
      try {
        return c.json({ list: recommendPosts(deps.db, id, limit) });
      } catch (err) {
        deps.logger.warn({ err }, 'post recommendations failed; answering an empty list');
        return c.json({ list: [] });
      }
    },
  );
}
