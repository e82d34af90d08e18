// The <head> of the other public item pages: a course, a quiz's start screen, a contest, a community, a person's
// profile and a static page. A person is named as a guest sees them (first name only for a pupil) and their
// profile is kept out of search results: pupils are children.
import { and, eq } from 'drizzle-orm';
import { communities } from '../../../db/schema/communities.ts';
import { contests } from '../../../db/schema/contests.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import { staticPages } from '../../../db/schema/static-pages.ts';
import { users } from '../../../db/schema/users.ts';
import { one, type Db } from '../../../db/store.ts';
import { GUEST_VIEWER, personColumns, visibleName } from '../../lib/person-name.ts';
import { course, publisher } from './structured-data.ts';
import { FALLBACK_IMAGE } from './material-meta.ts';
import { absolute, trail, type PageMeta, type Site } from './page-meta.ts';

const isId = (key: string) => /^\d{1,9}$/.test(key);

const item = (site: Site, section: { name: string; path: string }, row: Row, canonical: string): PageMeta => ({
  title: row.title,
  description: row.description,
  image: row.preview,
  type: 'website',
  canonical,
  jsonLd: [trail(site, section, row.title, canonical)],
});

interface Row {
  title: string;
  description: string;
  preview: string | null;
}

async function courseMeta(db: Db, site: Site, id: number): Promise<PageMeta | null> {
  const cols = { title: courses.title, description: courses.description, preview: courses.preview };
  const row = await one(
    db
      .select(cols)
      .from(courses)
      .where(and(eq(courses.id, id), eq(courses.isPublished, true))),
  );
  if (!row) return null;
  const canonical = `/course/${id}`;
  const meta = item(site, { name: 'Курсы', path: '/course' }, row, canonical);
  const ld = course({
    title: row.title,
    description: row.description,
    url: absolute(site, canonical),
    image: absolute(site, row.preview ?? FALLBACK_IMAGE),
    provider: publisher(site.name, site.url),
  });
  return { ...meta, jsonLd: [ld, ...meta.jsonLd] };
}

async function quizMeta(db: Db, site: Site, id: number): Promise<PageMeta | null> {
  const cols = { title: quizzes.title, description: quizzes.description, preview: quizzes.preview };
  const row = await one(
    db
      .select(cols)
      .from(quizzes)
      .where(and(eq(quizzes.id, id), eq(quizzes.isPublished, true))),
  );
  return row ? item(site, { name: 'Тренажёры', path: '/quizzes' }, row, `/quizzes/${id}`) : null;
}

async function contestMeta(db: Db, site: Site, id: number): Promise<PageMeta | null> {
  const cols = { title: contests.title, description: contests.description, preview: contests.preview };
  const row = await one(
    db
      .select(cols)
      .from(contests)
      .where(and(eq(contests.id, id), eq(contests.isPublished, true))),
  );
  return row ? item(site, { name: 'Конкурсы', path: '/contests' }, row, `/contests/${id}`) : null;
}

async function communityMeta(db: Db, site: Site, id: number): Promise<PageMeta | null> {
  const cols = { title: communities.name, description: communities.description, preview: communities.logo };
  const row = await one(db.select(cols).from(communities).where(eq(communities.id, id)));
  return row ? item(site, { name: 'Сообщества', path: '/community' }, row, `/community/${id}`) : null;
}

async function profileMeta(db: Db, id: number): Promise<PageMeta | null> {
  const row = await one(
    db
      .select({ ...personColumns, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, id)),
  );
  if (!row) return null;
  const name = visibleName(GUEST_VIEWER, row) || 'Участник';
  return {
    title: name,
    description: `${name} — участник проекта «Наука рядом»: публикации, подписки и достижения.`,
    image: row.avatar,
    type: 'profile',
    canonical: `/profile/${id}`,
    jsonLd: [],
    noindex: true,
  };
}

async function staticMeta(db: Db, path: string): Promise<PageMeta | null> {
  const row = await one(
    db
      .select({ title: staticPages.title, description: staticPages.description })
      .from(staticPages)
      .where(eq(staticPages.path, path)),
  );
  if (!row) return null;
  const canonical = `/${encodeURIComponent(path)}`;
  return {
    title: row.title,
    description: row.description,
    image: null,
    type: 'website',
    canonical,
    jsonLd: [],
  };
}

const STATIC_ROUTES: Record<string, string> = { '/about': 'about', '/agreement': 'agreement', '/policy': 'policy' };

/** The meta of an item page for `route` (an app route) and its params, or null when it is none or not public. */
export function itemMeta(
  db: Db,
  site: Site,
  route: string,
  params: Record<string, string>,
): Promise<PageMeta | null> | null {
  const id = params.id ?? '';
  if (route === '/$page') return staticMeta(db, params.page ?? '');
  if (STATIC_ROUTES[route]) return staticMeta(db, STATIC_ROUTES[route]);
  if (!isId(id)) return null;
  switch (route) {
    case '/course/$id':
      return courseMeta(db, site, Number(id));
    case '/quizzes/$id':
      return quizMeta(db, site, Number(id));
    case '/contests/$id':
      return contestMeta(db, site, Number(id));
    case '/community/{-$id}':
      return communityMeta(db, site, Number(id));
    case '/profile/$id':
      return profileMeta(db, Number(id));
    default:
      return null;
  }
}
