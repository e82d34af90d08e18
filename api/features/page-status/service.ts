// The HTTP status of an app address the server answers with the app's shell: 404 when no route of the app takes it
// or its item does not exist, 410 when the item was withdrawn (unpublished), 301 from a material's numeric id
// (the spec's 'post by id') to its slug. Search engines then drop gone pages instead of indexing soft 404s.
// Reads only public state: a draft answers 410 to everyone (its author's app still loads it through the API).
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { news, pages } from '../../../db/schema/content.ts';
import { communities } from '../../../db/schema/communities.ts';
import { contests } from '../../../db/schema/contests.ts';
import { events } from '../../../db/schema/events.ts';
import { courses, courseSteps, quizzes } from '../../../db/schema/learning.ts';
import { staticPages } from '../../../db/schema/static-pages.ts';
import { users } from '../../../db/schema/users.ts';
import { one, type Db } from '../../../db/store.ts';
import { matchAppRoute } from '../../../sync/rules/app-routes.ts';
import type { PageStatus } from '../../middleware/serve-web.ts';

const OK = { status: 200 } as const;
const MISSING = { status: 404 } as const;
const GONE = { status: 410 } as const;
/** Up to 9 digits: a longer number is no row of ours (and would overflow PostgreSQL's integer). */
const isId = (key: string) => /^\d{1,9}$/.test(key);

/** By slug, or by id when the key is a number (the links of notifications and the spec's 'by id'). */
const byKey = (id: AnySQLiteColumn, slug: AnySQLiteColumn, key: string): SQL =>
  isId(key) ? (or(eq(slug, key), eq(id, Number(key))) as SQL) : eq(slug, key);

const ofRow = (row: { isPublished: boolean } | undefined): PageStatus => (!row ? MISSING : row.isPublished ? OK : GONE);

async function postStatus(db: Db, key: string): Promise<PageStatus> {
  const bySlug = await one(db.select({ isPublished: pages.isPublished }).from(pages).where(eq(pages.slug, key)));
  if (bySlug || !isId(key)) return ofRow(bySlug);
  const byId = await one(
    db
      .select({ slug: pages.slug, isPublished: pages.isPublished })
      .from(pages)
      .where(eq(pages.id, Number(key))),
  );
  return byId?.isPublished ? { redirect: `/post/${encodeURIComponent(byId.slug)}` } : ofRow(byId);
}

async function courseStatus(db: Db, id: string, step?: string): Promise<PageStatus> {
  if (!isId(id) || (step !== undefined && !isId(step))) return MISSING;
  const course = await one(
    db
      .select({ isPublished: courses.isPublished })
      .from(courses)
      .where(eq(courses.id, Number(id))),
  );
  if (!course?.isPublished || step === undefined) return ofRow(course);
  const found = await one(
    db
      .select({ id: courseSteps.id })
      .from(courseSteps)
      .where(and(eq(courseSteps.id, Number(step)), eq(courseSteps.courseId, Number(id)))),
  );
  return found ? OK : MISSING;
}

async function numbered(db: Db, table: typeof quizzes | typeof contests, key: string): Promise<PageStatus> {
  if (!isId(key)) return MISSING;
  return ofRow(
    await one(
      db
        .select({ isPublished: table.isPublished })
        .from(table)
        .where(eq(table.id, Number(key))),
    ),
  );
}

/** A community or a person is there or not: neither is ever withdrawn, a deleted one is gone for good. */
async function exists(db: Db, table: typeof communities | typeof users, key: string): Promise<PageStatus> {
  if (!isId(key)) return MISSING;
  const found = await one(
    db
      .select({ id: table.id })
      .from(table as typeof users)
      .where(eq(table.id, Number(key))),
  );
  return found ? OK : MISSING;
}

/** The status of `path` (a pathname) when answered with the app's shell. */
export async function pageStatus(db: Db, path: string): Promise<PageStatus> {
  const match = matchAppRoute(path);
  if (!match) return MISSING;
  const { id = '', page = '', slug = '', step } = match.params;
  switch (match.route) {
    case '/$page': {
      const found = await one(db.select({ id: staticPages.id }).from(staticPages).where(eq(staticPages.path, page)));
      return found ? OK : MISSING;
    }
    case '/post/$slug':
      return postStatus(db, slug);
    case '/news/$id':
      return ofRow(
        await one(
          db
            .select({ isPublished: news.isPublished })
            .from(news)
            .where(byKey(news.id, news.slug, id)),
        ),
      );
    case '/event/$id':
      return ofRow(
        await one(
          db
            .select({ isPublished: events.isPublished })
            .from(events)
            .where(byKey(events.id, events.slug, id)),
        ),
      );
    case '/course/$id':
    case '/course/$id/form':
      return courseStatus(db, id);
    case '/course/$id/$step':
      return courseStatus(db, id, step);
    case '/quizzes/$id':
      return numbered(db, quizzes, id);
    case '/contests/$id':
      return numbered(db, contests, id);
    case '/community/{-$id}':
      return match.params.id === undefined ? OK : exists(db, communities, id);
    case '/profile/$id':
      return exists(db, users, id);
    default:
      return OK;
  }
}
