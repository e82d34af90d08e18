// Contests (spec, second document, sections 3 and 4): the contest with its status (1-5) and options,
// its nominations and participant segments, who takes part, the works sent and the results; for
// contests with the options, the pupils' join keys, mentors' pupils and visitors' votes.
import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** 'common' contests allow 5-minute works, 'video' contests 3 minutes (spec section 9). */
export const CONTEST_KINDS = ['common', 'video'] as const;
export type ContestKind = (typeof CONTEST_KINDS)[number];

/**
 * What a contest offers beyond works and results (the special video contest has them all): a jury
 * that sets places, mentors who gather pupils by join key, visitors' votes, and nominations that are
 * the spec's topic areas. A missing key is off.
 */
export interface ContestOptions {
  jury?: boolean;
  mentors?: boolean;
  votes?: boolean;
  topicAreas?: boolean;
}

/** Every option on: the special video contest «Наука за три минуты». */
export const SPECIAL_CONTEST_OPTIONS = {
  jury: true,
  mentors: true,
  votes: true,
  topicAreas: true,
} as const satisfies ContestOptions;

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

// Column builders the tables below share; each call makes a fresh column, as drizzle needs.
const id = () => integer('id').primaryKey({ autoIncrement: true });
/** A required reference to a user, removed with the user. */
const userRef = (column: string) =>
  integer(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The row's contest, removed with the contest (`contests` is read lazily, after it is defined). */
const contestId = () =>
  integer('contest_id')
    .notNull()
    .references(() => contests.id, { onDelete: 'cascade' });

export const contests = sqliteTable(
  'contests',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Sanitised HTML about the contest, shown on its page. */
    content: text('content').notNull().default(''),
    preview: text('preview'),
    titleImage: text('title_image'),
    statusId: integer('status_id').notNull().default(1),
    kind: text('kind', { enum: CONTEST_KINDS }).notNull().default('common'),
    startAt: text('start_at').notNull(),
    endAt: text('end_at').notNull(),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(true),
    /** The special video contest ('learn-known', /contests/special): its calls take no contest id, the latest one counts. */
    isSpecial: integer('is_special', { mode: 'boolean' }).notNull().default(false),
    options: text('options', { mode: 'json' })
      .$type<ContestOptions>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [index('contests_status_idx').on(t.statusId, t.startAt)],
);

/** A list of names one contest offers (its nominations, its participant segments). */
const contestNameList = <T extends string>(table: T) =>
  sqliteTable(table, { id: id(), contestId: contestId(), name: text('name').notNull() }, (t) => [
    index(`${table}_contest_idx`).on(t.contestId),
  ]);

export const contestNominations = contestNameList('contest_nominations');
export const contestSegments = contestNameList('contest_segments');

export const contestParticipants = sqliteTable(
  'contest_participants',
  {
    id: id(),
    contestId: contestId(),
    userId: userRef('user_id'),
    /** 1 student, 3 mentor. */
    userType: integer('user_type').$type<1 | 3>().notNull(),
    workOrSchool: text('work_or_school').notNull(),
    regionId: integer('region_id').notNull(),
    cityId: integer('city_id').notNull(),
    segmentId: integer('segment_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contest_participants_once').on(t.contestId, t.userId)],
);

/** Work status ids: 0 default, 1 on moderation, 2 rejected (cancel_text), 3 accepted and published. */
export const contestWorks = sqliteTable(
  'contest_works',
  {
    id: id(),
    contestId: contestId(),
    userId: userRef('user_id'),
    nominationId: integer('nomination_id').references(() => contestNominations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The file in DATA_DIR/uploads (the upload id); null for demo works without a file. */
    fileId: text('file_id'),
    /** A static video (demo works shipped with the site); used only when there is no upload. */
    videoUrl: text('video_url'),
    /** The static video's poster image (demo works); an upload's poster is served from its file. */
    posterUrl: text('poster_url'),
    mimeType: text('mime_type'),
    seconds: real('seconds'),
    statusId: integer('status_id').notNull().default(1),
    cancelText: text('cancel_text'),
    createdAt: createdAt(),
    moderatedAt: text('moderated_at'),
  },
  (t) => [
    index('contest_works_contest_idx').on(t.contestId, t.statusId),
    index('contest_works_user_idx').on(t.userId, t.contestId),
  ],
);

export const contestResults = sqliteTable(
  'contest_results',
  {
    id: id(),
    contestId: contestId(),
    place: integer('place').notNull(),
    /** The winner's name as announced (a pupil, a team or a school). */
    title: text('title').notNull(),
    workId: integer('work_id').references(() => contestWorks.id, { onDelete: 'set null' }),
    nominationId: integer('nomination_id').references(() => contestNominations.id, { onDelete: 'set null' }),
  },
  (t) => [index('contest_results_contest_idx').on(t.contestId, t.place)],
);

/** A pupil's code for one contest; unique across the site, shown only to that pupil. */
export const contestJoinKeys = sqliteTable(
  'contest_join_keys',
  {
    id: id(),
    contestId: contestId(),
    userId: userRef('user_id'),
    joinKey: text('join_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contest_join_keys_user').on(t.contestId, t.userId)],
);

/** A mentor's pupil in one contest: a pupil has at most one mentor per contest. */
export const contestMentorPupils = sqliteTable(
  'contest_mentor_pupils',
  {
    id: id(),
    contestId: contestId(),
    mentorId: userRef('mentor_id'),
    pupilId: userRef('pupil_id'),
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
    id: id(),
    workId: integer('work_id')
      .notNull()
      .references(() => contestWorks.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
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
