// Catalogue lists of the kinds that are not materials (spec content_types COURSE, QUIZZ,
// CONTEST): course and quiz cards from the learning tables, contest cards from api/lib/contest-cards.ts.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { contests } from '../../../db/schema/contests.ts';
import { matchesStems, queryStems } from '../../../sync/rules/search-text.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { listCourses } from '../courses/service.ts';
import { listQuizzes } from '../quizzes/catalog-service.ts';
import { listContestCards } from '../../lib/contest-cards.ts';
import { matchingIds } from '../search/service.ts';

const CONTENT_TYPES = ['COURSE', 'QUIZZ', 'CONTEST'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface KindsQuery {
  limit: number;
  offset: number;
  topics?: number[];
  quizDifficultyIds?: number[];
  contestActiveId?: number;
  contestParticipateType?: number;
  /** The spec's `search`: stemmed words, all required, as in the materials' catalogue. */
  search?: string;
  /** By date (courses and quizzes: created, contests: start); each list's own order when absent or POPULAR. */
  sort?: 'DATE_DESC' | 'DATE_ASC' | 'POPULAR';
}

/**
 * Ids of the published contests matching `search` (null without words). Contests are not in the search index
 * (a few dozen a year): their title and description are matched here with the index's stemming.
 */
async function matchingContestIds(db: Db, search: string): Promise<number[] | null> {
  const stems = queryStems(search);
  if (!stems.length) return null;
  const rows = await db
    .select({ id: contests.id, title: contests.title, description: contests.description })
    .from(contests)
    .where(eq(contests.isPublished, true));
  return rows.filter((r) => matchesStems(`${r.title} ${r.description}`, stems)).map((r) => r.id);
}

async function searchIds(db: Db, kind: ContentType, search: string | undefined): Promise<number[] | undefined> {
  if (!search?.trim()) return undefined;
  const ids =
    kind === 'CONTEST'
      ? await matchingContestIds(db, search)
      : await matchingIds(db, search, kind === 'COURSE' ? 'course' : 'quizzes');
  return ids ?? undefined;
}

type Courses = Awaited<ReturnType<typeof listCourses>>;
type Quizzes = Awaited<ReturnType<typeof listQuizzes>>;
type Contests = Awaited<ReturnType<typeof listContestCards>>;
type Card = Courses['list'][number] | Quizzes['list'][number] | Contests['list'][number];

/** One kind's page and total. Course and quiz lists take one topic: the first given. */
export function listKind(db: Db, kind: 'COURSE', q: KindsQuery, viewer: SessionUser | null): Promise<Courses>;
export function listKind(db: Db, kind: 'QUIZZ', q: KindsQuery, viewer: SessionUser | null): Promise<Quizzes>;
export function listKind(db: Db, kind: 'CONTEST', q: KindsQuery, viewer: SessionUser | null): Promise<Contests>;
export function listKind(
  db: Db,
  kind: ContentType,
  q: KindsQuery,
  viewer: SessionUser | null,
): Promise<{ list: Card[]; total: number }>;
export async function listKind(
  db: Db,
  kind: ContentType,
  q: KindsQuery,
  viewer: SessionUser | null,
): Promise<{ list: Card[]; total: number }> {
  const topic = q.topics?.[0];
  const ids = await searchIds(db, kind, q.search);
  const sort = q.sort === 'POPULAR' ? undefined : q.sort;
  const page = { limit: q.limit, offset: q.offset, ids, sort };
  if (kind === 'COURSE') return listCourses(db, { ...page, topic }, viewer);
  if (kind === 'QUIZZ') return listQuizzes(db, { ...page, difficulty: q.quizDifficultyIds, topic }, viewer);
  return listContestCards(
    db,
    { ...page, activeId: q.contestActiveId, participateType: q.contestParticipateType },
    viewer?.id,
  );
}

/** The requested kinds one after another (courses, quizzes, contests), paged as one list. */
export async function listKinds(db: Db, kinds: string[], q: KindsQuery, viewer: SessionUser | null) {
  const wanted = CONTENT_TYPES.filter((k) => kinds.some((x) => x.toUpperCase() === k));
  let offset = q.offset;
  let room = q.limit;
  let total = 0;
  const list: Card[] = [];
  for (const kind of wanted) {
    const page = await listKind(db, kind, { ...q, limit: Math.max(room, 1), offset }, viewer);
    if (room > 0) list.push(...page.list.slice(0, room));
    room = q.limit - list.length;
    total += page.total;
    offset = Math.max(0, offset - page.total);
  }
  return { list, total };
}
