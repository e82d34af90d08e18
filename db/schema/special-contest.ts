// The special video contest (spec, second document: Participant, Join request, pupil code, votes):
// each pupil's join key, which mentor gathered which pupils, and the visitors' votes for works.
// Works themselves are contest_works rows of the special contest.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { contests, contestWorks } from './contests.ts';
import { users } from './users.ts';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/** A pupil's code for one contest; unique across the site, shown only to that pupil. */
export const contestJoinKeys = sqliteTable(
  'contest_join_keys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinKey: text('join_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contest_join_keys_user').on(t.contestId, t.userId)],
);

/** A mentor's pupil in one contest: a pupil has at most one mentor per contest. */
export const contestMentorPupils = sqliteTable(
  'contest_mentor_pupils',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pupilId: integer('pupil_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contest_mentor_pupils_one_mentor').on(t.contestId, t.pupilId),
    index('contest_mentor_pupils_mentor_idx').on(t.mentorId, t.contestId),
  ],
);

/** One vote of one user for one published work, each criterion 1 to 5 (sync/rules/special-contest.ts). */
export const contestWorkVotes = sqliteTable(
  'contest_work_votes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workId: integer('work_id')
      .notNull()
      .references(() => contestWorks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clarity: integer('clarity').notNull(),
    fascination: integer('fascination').notNull(),
    scientific: integer('scientific').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contest_work_votes_once').on(t.workId, t.userId),
    check(
      'contest_work_votes_scale',
      sql`${t.clarity} BETWEEN 1 AND 5 AND ${t.fascination} BETWEEN 1 AND 5 AND ${t.scientific} BETWEEN 1 AND 5`,
    ),
  ],
);
