// The special contest itself (its calls take no contest id: the latest published special contest
// counts), who takes part in it and each pupil's join key. Never shows a key to anyone but its pupil.
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contestJoinKeys, contests, contestSegments } from '../../../db/schema/contests.ts';
import { one } from '../../../db/store.ts';
import { CONTEST_USER_TYPES } from '../../../sync/rules/contests.ts';
import { JOIN_KEY_ALPHABET, JOIN_KEY_LENGTH } from '../../../sync/rules/special-contest.ts';
import type { ContestRow } from '../../lib/contest-cards.ts';
import { httpError } from '../../lib/http-error.ts';
import { addParticipant, findParticipation, nominationsOf, type ParticipantInput } from './service.ts';

/** The current special contest, if one is published. */
export async function specialContest(db: Db): Promise<ContestRow | undefined> {
  return one(
    db
      .select()
      .from(contests)
      .where(and(eq(contests.isSpecial, true), eq(contests.isPublished, true)))
      .orderBy(desc(contests.startAt), desc(contests.id)),
  );
}

export async function requireSpecialContest(db: Db): Promise<ContestRow> {
  const contest = await specialContest(db);
  if (!contest) throw httpError(404, 'Contest not found');
  return contest;
}

export async function segmentsOf(db: Db, contestId: number) {
  return db
    .select({ id: contestSegments.id, name: contestSegments.name })
    .from(contestSegments)
    .where(eq(contestSegments.contestId, contestId))
    .orderBy(asc(contestSegments.id));
}

export { nominationsOf, findParticipation };

export async function participationState(db: Db, userId: number | undefined) {
  const contest = await specialContest(db);
  const row = contest && userId !== undefined ? await findParticipation(db, contest.id, userId) : undefined;
  return { exist: row !== undefined, user_type: row?.userType ?? null };
}

export interface SpecialParticipantInput extends ParticipantInput {
  parent_consent?: boolean;
  rules?: boolean;
}

/** Registers the user; a pupil gets a join key at once so they can hand it to their mentor. */
export async function joinSpecialContest(db: Db, userId: number, input: SpecialParticipantInput) {
  const contest = await requireSpecialContest(db);
  if (input.user_type === CONTEST_USER_TYPES.student) {
    if (input.parent_consent !== true) throw httpError(400, 'Parent consent required');
    if (input.rules !== true) throw httpError(400, 'Rules not accepted');
  }
  return db.transaction(async (tx) => {
    const result = await addParticipant(tx, contest.id, userId, input);
    const joinKey = input.user_type === CONTEST_USER_TYPES.student ? await ensureJoinKey(tx, contest.id, userId) : null;
    return { ...result, exist: true, join_key: joinKey };
  });
}

function newJoinKey(): string {
  let key = '';
  for (let i = 0; i < JOIN_KEY_LENGTH; i++) key += JOIN_KEY_ALPHABET[randomInt(JOIN_KEY_ALPHABET.length)];
  return key;
}

async function existingJoinKey(db: Db, contestId: number, userId: number): Promise<string | undefined> {
  const row = await one(
    db
      .select({ joinKey: contestJoinKeys.joinKey })
      .from(contestJoinKeys)
      .where(and(eq(contestJoinKeys.contestId, contestId), eq(contestJoinKeys.userId, userId))),
  );
  return row?.joinKey;
}

/**
 * The pupil's key for the contest, created on first need; unique across the site. An insert that
 * conflicts is either a clashing key (try another) or a parallel call that created the pupil's key
 * first (read it back): both are told apart by reading again, so two parallel calls answer one key.
 */
async function ensureJoinKey(db: Db, contestId: number, userId: number): Promise<string> {
  // A clash among ~10^12 keys is rare; a second clash in a row means something else is wrong.
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await existingJoinKey(db, contestId, userId);
    if (existing) return existing;
    const row = await one(
      db
        .insert(contestJoinKeys)
        .values({ contestId, userId, joinKey: newJoinKey() })
        .onConflictDoNothing()
        .returning({ joinKey: contestJoinKeys.joinKey }),
    );
    if (row) return row.joinKey;
  }
  throw new Error('could not create a unique join key');
}

/** GET /join-key: only a pupil (type 1) taking part has one, and only they see it. */
export async function myJoinKey(db: Db, userId: number) {
  const contest = await requireSpecialContest(db);
  const participation = await findParticipation(db, contest.id, userId);
  if (!participation) throw httpError(403, 'Not a participant');
  if (participation.userType !== CONTEST_USER_TYPES.student) throw httpError(403, 'Only pupils have a join key');
  return { join_key: await ensureJoinKey(db, contest.id, userId) };
}
