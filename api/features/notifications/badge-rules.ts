// Badges and points in one module: which event earns which badge (by the badge's code), what each
// pays through the points ledger (api/lib/points.ts), and the type-13 notification of each award.
// An award happens once per user and badge; counting rules read the database, never a counter.
import { and, count, countDistinct, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { userBadges } from '../../../db/schema/accounts-profile.ts';
import { collectionItems, collections } from '../../../db/schema/collections.ts';
import { comments } from '../../../db/schema/content.ts';
import { quizAttempts } from '../../../db/schema/learning.ts';
import { badges } from '../../../db/schema/notification-types.ts';
import { users } from '../../../db/schema/users.ts';
import { WORK_STATUS } from '../../../sync/rules/contests.ts';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events.ts';
import { grantPoints } from '../../lib/points.ts';
import { notify } from './notify.ts';

const BADGE_POINTS = 50;
const COURSE_POINTS = 100;
const CONTEST_WORK_POINTS = 50;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Gives the badge with this code once: the user_badges row, its points and a notification. */
function awardBadgeByCode(db: Db, userId: number, code: string, now = new Date()): boolean {
  const badge = db.select().from(badges).where(eq(badges.code, code)).get();
  if (!badge) return false;
  const added = db.insert(userBadges).values({ userId, badgeId: badge.id }).onConflictDoNothing().run().changes > 0;
  if (!added) return false;
  grantPoints(db, userId, BADGE_POINTS, 'badge', `badge:${code}`);
  notify(
    db,
    {
      userId,
      kind: 13,
      title: `Новый значок «${badge.name}»`,
      text: `${badge.description} +${BADGE_POINTS} баллов.`,
      link: '#badge',
      badgeId: badge.id,
      dedupeKey: `badge:${code}`,
    },
    now,
  );
  return true;
}

function commentCount(db: Db, userId: number): number {
  return db.select({ n: count() }).from(comments).where(eq(comments.userId, userId)).get()?.n ?? 0;
}

function finishedQuizCount(db: Db, userId: number): number {
  return (
    db
      .select({ n: countDistinct(quizAttempts.quizId) })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.finishedAt)))
      .get()?.n ?? 0
  );
}

function collectedCount(db: Db, userId: number): number {
  return (
    db
      .select({ n: countDistinct(collectionItems.pageId) })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .where(and(eq(collections.userId, userId), isNull(collections.deletedAt)))
      .get()?.n ?? 0
  );
}

type Rules = { [N in DomainEvent['name']]?: (db: Db, p: Extract<DomainEvent, { name: N }>['payload']) => void };

const rules: Rules = {
  'comment.added': (db, { userId }) => {
    const n = commentCount(db, userId);
    if (n >= 1) awardBadgeByCode(db, userId, 'first-comment');
    if (n >= 10) awardBadgeByCode(db, userId, 'ten-comments');
  },
  'quiz.finished': (db, { userId, score, maxScore }) => {
    awardBadgeByCode(db, userId, 'first-quiz');
    if (maxScore > 0 && score === maxScore) awardBadgeByCode(db, userId, 'perfect-quiz');
    if (finishedQuizCount(db, userId) >= 10) awardBadgeByCode(db, userId, 'ten-quizzes');
  },
  'course.completed': (db, { userId, courseId }) => {
    grantPoints(db, userId, COURSE_POINTS, 'course', `course:${courseId}`);
    awardBadgeByCode(db, userId, 'first-course');
  },
  'contest.work_moderated': (db, { authorId: userId, workId, statusId }) => {
    if (statusId !== WORK_STATUS.accepted) return;
    grantPoints(db, userId, CONTEST_WORK_POINTS, 'contest-work', `contest-work:${workId}`);
    awardBadgeByCode(db, userId, 'first-contest-work');
  },
  'collection.page_added': (db, { userId }) => {
    if (collectedCount(db, userId) >= 10) awardBadgeByCode(db, userId, 'collector');
  },
};

/** The timed rule: a year since registration. Run by the server's timer; cheap when nothing is due. */
export function awardAnniversaries(db: Db, now = new Date()): number {
  const badge = db.select({ id: badges.id }).from(badges).where(eq(badges.code, 'one-year')).get();
  if (!badge) return 0;
  const due = db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userBadges, and(eq(userBadges.userId, users.id), eq(userBadges.badgeId, badge.id)))
    .where(and(lte(users.createdAt, new Date(now.getTime() - YEAR_MS).toISOString()), isNull(userBadges.userId)))
    .all();
  let n = 0;
  for (const u of due) if (awardBadgeByCode(db, u.id, 'one-year', now)) n += 1;
  return n;
}

const started = new WeakSet<Db>();

export function startBadgeRules(db: Db, onError: (err: unknown) => void): void {
  if (started.has(db)) return;
  started.add(db);
  onDomainEvent(db, (event) => {
    const rule = rules[event.name] as ((db: Db, p: unknown) => void) | undefined;
    if (!rule) return;
    try {
      rule(db, event.payload);
    } catch (err) {
      onError(err);
    }
  });
}
