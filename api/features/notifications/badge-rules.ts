// Badges and points in one module: which event earns which badge (by the badge's code), what each
// pays through the points ledger (api/lib/points.ts), and the type-13 notification of each award.
// An award happens once per user and badge; counting rules read the database, never a counter.
// So a domain event delivered twice (domain-events.ts: its deliverer died before marking it done) awards
// and pays once: the user_badges row and each points key are unique, claimed in the award's transaction.
import { and, count, countDistinct, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { affectedRows, one, type Db } from '../../../db/store.ts';
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

/**
 * Gives the badge with this code once: the user_badges row, its points and a notification, in one
 * transaction. The insert is the claim: of two rules (or sweeps) racing for one award, one pays.
 */
function awardBadgeByCode(db: Db, userId: number, code: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const badge = await one(tx.select().from(badges).where(eq(badges.code, code)));
    if (!badge) return false;
    const claimed = await tx.insert(userBadges).values({ userId, badgeId: badge.id }).onConflictDoNothing();
    if (affectedRows(claimed) === 0) return false;
    await grantPoints(tx, userId, BADGE_POINTS, 'badge', `badge:${code}`);
    await notify(
      tx,
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
  });
}

async function commentCount(db: Db, userId: number): Promise<number> {
  return (await one(db.select({ n: count() }).from(comments).where(eq(comments.userId, userId))))?.n ?? 0;
}

async function finishedQuizCount(db: Db, userId: number): Promise<number> {
  const row = await one(
    db
      .select({ n: countDistinct(quizAttempts.quizId) })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.finishedAt))),
  );
  return row?.n ?? 0;
}

async function collectedCount(db: Db, userId: number): Promise<number> {
  const row = await one(
    db
      .select({ n: countDistinct(collectionItems.pageId) })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .where(and(eq(collections.userId, userId), isNull(collections.deletedAt))),
  );
  return row?.n ?? 0;
}

type Rule<N extends DomainEvent['name']> = (db: Db, p: Extract<DomainEvent, { name: N }>['payload']) => Promise<void>;
type Rules = { [N in DomainEvent['name']]?: Rule<N> };

const rules: Rules = {
  'comment.added': async (db, { userId }) => {
    const n = await commentCount(db, userId);
    if (n >= 1) await awardBadgeByCode(db, userId, 'first-comment');
    if (n >= 10) await awardBadgeByCode(db, userId, 'ten-comments');
  },
  'quiz.finished': async (db, { userId, score, maxScore }) => {
    await awardBadgeByCode(db, userId, 'first-quiz');
    if (maxScore > 0 && score === maxScore) await awardBadgeByCode(db, userId, 'perfect-quiz');
    if ((await finishedQuizCount(db, userId)) >= 10) await awardBadgeByCode(db, userId, 'ten-quizzes');
  },
  'course.completed': async (db, { userId, courseId }) => {
    await grantPoints(db, userId, COURSE_POINTS, 'course', `course:${courseId}`);
    await awardBadgeByCode(db, userId, 'first-course');
  },
  'contest.work_moderated': async (db, { authorId: userId, workId, statusId }) => {
    if (statusId !== WORK_STATUS.accepted) return;
    await grantPoints(db, userId, CONTEST_WORK_POINTS, 'contest-work', `contest-work:${workId}`);
    await awardBadgeByCode(db, userId, 'first-contest-work');
  },
  'collection.page_added': async (db, { userId }) => {
    if ((await collectedCount(db, userId)) >= 10) await awardBadgeByCode(db, userId, 'collector');
  },
};

/** The timed rule: a year since registration. Run by the server's timer; cheap when nothing is due. */
export async function awardAnniversaries(db: Db, now = new Date()): Promise<number> {
  const badge = await one(db.select({ id: badges.id }).from(badges).where(eq(badges.code, 'one-year')));
  if (!badge) return 0;
  const due = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userBadges, and(eq(userBadges.userId, users.id), eq(userBadges.badgeId, badge.id)))
    .where(and(lte(users.createdAt, new Date(now.getTime() - YEAR_MS).toISOString()), isNull(userBadges.userId)));
  let n = 0;
  for (const u of due) if (await awardBadgeByCode(db, u.id, 'one-year', now)) n += 1;
  return n;
}

const started = new WeakSet<Db>();

/** Subscribes the rules once per database; like the producer, they run after the commit and never fail it. */
export function startBadgeRules(db: Db, onError: (err: unknown) => void): void {
  if (started.has(db)) return;
  started.add(db);
  onDomainEvent(db, async (event) => {
    const rule = rules[event.name] as ((db: Db, p: unknown) => Promise<void>) | undefined;
    if (!rule) return;
    try {
      await rule(db, event.payload);
    } catch (err) {
      onError(err);
    }
  });
}
