// The special contest itself (its calls take no contest id: the latest published special contest
// counts), who takes part in it and each pupil's join key. Never shows a key to anyone but its pupil.
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contests, contestSegments } from '../../../db/schema/contests.ts';
import { contestJoinKeys } from '../../../db/schema/special-contest.ts';
import { CONTEST_USER_TYPES } from '../../../sync/rules/contests.ts';
import { JOIN_KEY_ALPHABET, JOIN_KEY_LENGTH } from '../../../sync/rules/special-contest.ts';
import type { ContestRow } from '../../lib/contest-cards.ts';
import { httpError } from '../../lib/http-error.ts';
import { addParticipant, findParticipation, nominationsOf, type ParticipantInput } from '../contests/service.ts';

/** The current special contest, if one is published. */
export function specialContest(db: Db): ContestRow | undefined {
  return db
    .select()
    .from(contests)
    .where(and(eq(contests.isSpecial, true), eq(contests.isPublished, true)))
    .orderBy(desc(contests.startAt), desc(contests.id))
    .get();
}

export function requireSpecialContest(db: Db): ContestRow {
  const contest = specialContest(db);
  if (!contest) throw httpError(404, 'Contest not found');
  return contest;
}

export function segmentsOf(db: Db, contestId: number) {
  return db
    .select({ id: contestSegments.id, name: contestSegments.name })
    .from(contestSegments)
    .where(eq(contestSegments.contestId, contestId))
    .orderBy(asc(contestSegments.id))
    .all();
}

export { nominationsOf, findParticipation };

export function participationState(db: Db, userId: number | undefined) {
  const contest = specialContest(db);
  const row = contest && userId !== undefined ? findParticipation(db, contest.id, userId) : undefined;
  return { exist: row !== undefined, user_type: row?.userType ?? null };
}

export interface SpecialParticipantInput extends ParticipantInput {
  parent_consent?: boolean;
  rules?: boolean;
}

/** Registers the user; a pupil gets a join key at once so they can hand it to their mentor. */
export function joinSpecialContest(db: Db, userId: number, input: SpecialParticipantInput) {
  const contest = requireSpecialContest(db);
  if (input.user_type === CONTEST_USER_TYPES.student) {
    if (input.parent_consent !== true) throw httpError(400, 'Parent consent required');
    if (input.rules !== true) throw httpError(400, 'Rules not accepted');
  }
  return db.transaction((tx) => {
    const result = addParticipant(tx, contest.id, userId, input);
    const joinKey = input.user_type === CONTEST_USER_TYPES.student ? ensureJoinKey(tx, contest.id, userId) : null;
    return { ...result, exist: true, join_key: joinKey };
  });
}

function newJoinKey(): string {
  let key = '';
  for (let i = 0; i < JOIN_KEY_LENGTH; i++) key += JOIN_KEY_ALPHABET[randomInt(JOIN_KEY_ALPHABET.length)];
  return key;
}

/** The pupil's key for the contest, created on first need; unique across the site. */
function ensureJoinKey(db: Db, contestId: number, userId: number): string {
  const existing = db
    .select({ joinKey: contestJoinKeys.joinKey })
    .from(contestJoinKeys)
    .where(and(eq(contestJoinKeys.contestId, contestId), eq(contestJoinKeys.userId, userId)))
    .get();
  if (existing) return existing.joinKey;
  // A clash among ~10^12 keys is rare; a second clash in a row means something else is wrong.
  for (let attempt = 0; attempt < 5; attempt++) {
    const joinKey = newJoinKey();
    const row = db
      .insert(contestJoinKeys)
      .values({ contestId, userId, joinKey })
      .onConflictDoNothing()
      .returning({ joinKey: contestJoinKeys.joinKey })
      .get();
    if (row) return row.joinKey;
  }
  throw new Error('could not create a unique join key');
}

/** GET /join-key: only a pupil (type 1) taking part has one, and only they see it. */
export function myJoinKey(db: Db, userId: number) {
  const contest = requireSpecialContest(db);
  const participation = findParticipation(db, contest.id, userId);
  if (!participation) throw httpError(403, 'Not a participant');
  if (participation.userType !== CONTEST_USER_TYPES.student) throw httpError(403, 'Only pupils have a join key');
  return { join_key: ensureJoinKey(db, contest.id, userId) };
}
