// Courses (ordered steps: a material or a quiz) and quizzes (rounds, questions, options),
// with each user's step states, quiz attempts and answers. Rows a device must pull carry the
// user's change version at their last change. Correct flags and accepted answers never leave the server
// before the question is answered (api/features/quizzes decides what is revealed).
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { pages } from './content.ts';
import { topics } from './dictionaries.ts';
import { users } from './users.ts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** A field of a course form, as the FAQ form: select values are the options. */
export interface CourseFormField {
  type: 'text' | 'email' | 'phone' | 'select' | 'textarea';
  code: string;
  name: string;
  values: string[];
  required: boolean;
}

export const courses = sqliteTable('courses', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  preview: text('preview'),
  topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
  /** Every step is open from the start (no locking). */
  alwaysOpen: integer('always_open', { mode: 'boolean' }).notNull().default(false),
  /** The course form definition; null when the course has none. */
  form: text('form', { mode: 'json' }).$type<CourseFormField[]>(),
  isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: text('created_at').notNull().default(now),
});

export const quizzes = sqliteTable('quizzes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  preview: text('preview'),
  /** 1 низкая, 2 средняя, 3 высокая. */
  difficulty: integer('difficulty').notNull().default(1),
  topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
  showOnBanner: integer('show_on_banner', { mode: 'boolean' }).notNull().default(false),
  isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(true),
  createdAt: text('created_at').notNull().default(now),
});

export const courseSteps = sqliteTable(
  'course_steps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Exactly one of pageId / quizId is set. */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    /** This step is open even when the previous one is not completed. */
    alwaysOpen: integer('always_open', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('course_steps_course_position_idx').on(t.courseId, t.position),
    index('course_steps_page_idx').on(t.pageId),
    index('course_steps_quiz_idx').on(t.quizId),
  ],
);

export const STEP_STATES = ['not_started', 'in_progress', 'completed'] as const;

export const courseStepStates = sqliteTable(
  'course_step_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => courseSteps.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    state: text('state', { enum: STEP_STATES }).notNull(),
    /** The client's time of the change that set the current state (the conflict rule's clock). */
    clientAt: text('client_at').notNull(),
    updatedAt: text('updated_at').notNull().default(now),
    version: integer('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stepId] }),
    index('course_step_states_user_version_idx').on(t.userId, t.version),
  ],
);

/** A course form submission: the checked values by field code, plain text. */
export const courseFormSubmissions = sqliteTable('course_form_submissions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  fields: text('fields', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  createdAt: text('created_at').notNull().default(now),
});

export const quizRounds = sqliteTable(
  'quiz_rounds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    /** Seconds from the round's start; null means no limit. */
    timeLimit: integer('time_limit'),
  },
  (t) => [uniqueIndex('quiz_rounds_quiz_position_idx').on(t.quizId, t.position)],
);

export const QUESTION_KINDS = ['single', 'multiple', 'text'] as const;

export const quizQuestions = sqliteTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => quizRounds.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: QUESTION_KINDS }).notNull(),
    text: text('text').notNull(),
    /** Shown with the verdict, after answering. */
    explanation: text('explanation'),
    /** Text questions: the accepted answers (the first is shown as the correct one). */
    acceptedAnswers: text('accepted_answers', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.position), index('quiz_questions_round_idx').on(t.roundId)],
);

export const quizOptions = sqliteTable(
  'quiz_options',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    isCorrect: integer('is_correct', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('quiz_options_question_idx').on(t.questionId, t.position)],
);

/** One pass through a quiz. `attemptKey` is a uuid (made by the server or by an offline client). */
export const quizAttempts = sqliteTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptKey: text('attempt_key').notNull(),
    number: integer('number').notNull(),
    startedAt: text('started_at').notNull().default(now),
    finishedAt: text('finished_at'),
    version: integer('version').notNull(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_user_key_idx').on(t.userId, t.attemptKey),
    uniqueIndex('quiz_attempts_user_quiz_number_idx').on(t.userId, t.quizId, t.number),
    index('quiz_attempts_user_version_idx').on(t.userId, t.version),
  ],
);

/** When a round's timer started in an attempt (server time, or the client time offline). */
export const quizRoundStarts = sqliteTable(
  'quiz_round_starts',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => quizRounds.id, { onDelete: 'cascade' }),
    startedAt: text('started_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.roundId] })],
);

/** The first answer to a question in an attempt; later ones change nothing. */
export const quizAnswers = sqliteTable(
  'quiz_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** An option id, a list of option ids or a text, as given. */
    answer: text('answer', { mode: 'json' }).$type<number | number[] | string>().notNull(),
    correct: integer('correct', { mode: 'boolean' }).notNull(),
    late: integer('late', { mode: 'boolean' }).notNull().default(false),
    clientAt: text('client_at').notNull(),
    answeredAt: text('answered_at').notNull().default(now),
    version: integer('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index('quiz_answers_user_version_idx').on(t.userId, t.version),
  ],
);
