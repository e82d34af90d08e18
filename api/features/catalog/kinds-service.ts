// Catalogue lists of the kinds that are not materials (spec content_types COURSE, QUIZZ,
// CONTEST): course and quiz cards from the learning tables, contest cards from api/lib/contest-cards.ts.
import type { Db } from '../../../db/store.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { listCourses } from '../courses/service.ts';
import { listQuizzes } from '../quizzes/catalog-service.ts';
import { listContestCards } from '../../lib/contest-cards.ts';

const CONTENT_TYPES = ['COURSE', 'QUIZZ', 'CONTEST'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface KindsQuery {
  limit: number;
  offset: number;
  topics?: number[];
  quizDifficultyIds?: number[];
  contestActiveId?: number;
  contestParticipateType?: number;
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
  if (kind === 'COURSE') return listCourses(db, { limit: q.limit, offset: q.offset, topic }, viewer);
  if (kind === 'QUIZZ')
    return listQuizzes(db, { limit: q.limit, offset: q.offset, difficulty: q.quizDifficultyIds, topic }, viewer);
  return listContestCards(
    db,
    { limit: q.limit, offset: q.offset, activeId: q.contestActiveId, participateType: q.contestParticipateType },
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
