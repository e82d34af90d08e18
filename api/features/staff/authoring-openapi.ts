// OpenAPI descriptions of the authoring of events, courses and quizzes (docs/staff.md). Every call
// needs a session (401) and the admin or editor role (403).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { contentBlock, id, maybeText, pageOf, text, timestamp } from '../../lib/openapi-shapes.ts';

const doc = describer('staff');
const call = (summary: string, ok: z.ZodType, errors: (404 | 409)[] = []) =>
  doc(summary, { ok, auth: 'user', errors: [403, ...errors] });
const created = (summary: string, ok: z.ZodType) => doc(summary, { ok, status: 201, auth: 'user', errors: [403, 409] });

const row = z.looseObject({ id, slug: text, title: text, is_published: z.boolean() });
const event = z.looseObject({
  id,
  slug: text,
  title: text,
  description: text,
  preview: maybeText,
  start_at: timestamp,
  end_at: timestamp,
  status: z.enum(['planned', 'postponed']),
  place: maybeText,
  is_online: z.boolean(),
  form: z.unknown(),
  content: z.array(contentBlock),
  is_published: z.boolean(),
});
const course = z.looseObject({
  id,
  slug: text,
  title: text,
  description: text,
  preview: maybeText,
  topic_id: id.nullable(),
  always_open: z.boolean(),
  form: z
    .array(z.looseObject({ type: text, code: text, name: text, values: z.array(text), required: z.boolean() }))
    .nullable(),
  is_published: z.boolean(),
  steps: z.array(
    z.looseObject({
      id,
      title: text,
      always_open: z.boolean(),
      page_id: id.nullable(),
      quiz_id: id.nullable(),
      page_title: maybeText,
      page_published: z.boolean().nullable(),
      quiz_title: maybeText,
      quiz_published: z.boolean().nullable(),
    }),
  ),
});
const quiz = z.looseObject({
  id,
  slug: text,
  title: text,
  description: text,
  preview: maybeText,
  difficulty: id,
  topic_id: id.nullable(),
  is_published: z.boolean(),
  rounds: z.array(
    z.looseObject({
      id,
      title: text,
      time_limit: id.nullable(),
      questions: z.array(
        z.looseObject({
          id,
          kind: text,
          text,
          explanation: maybeText,
          accepted_answers: z.array(text),
          options: z.array(z.looseObject({ id, text, is_correct: z.boolean() })),
        }),
      ),
    }),
  ),
});

export const authoringDocs = {
  events: call('Events with drafts, latest start first (admin, editor)', pageOf(row)),
  event: call('One event as its editor sees it: form definition, status, place', event, [404]),
  createEvent: created('Create an event (a draft); dates are instants, shown in Moscow time', event),
  updateEvent: call('Change an event; setting status postponed cancels it and tells who registered', event, [404, 409]),
  publishEvent: call('Publish an event or take it back to drafts', event, [404]),
  courses: call('Courses with drafts (admin, editor)', pageOf(row)),
  course: call('One course with its steps (material or quiz, lock) as its editor sees it', course, [404]),
  createCourse: created('Create a course with its steps (a draft)', course),
  updateCourse: call('Change a course and its steps in order; steps left out are removed', course, [404, 409]),
  publishCourse: call('Publish a course with its draft steps, or take it back to drafts', course, [404, 409]),
  quizzes: call('Quizzes with drafts (admin, editor)', pageOf(row)),
  quiz: call('One quiz with rounds, questions and the correct answers (staff only)', quiz, [404]),
  createQuiz: created('Create a quiz with rounds and questions (a draft)', quiz),
  updateQuiz: call('Change a quiz; rounds, questions and options keep their ids', quiz, [404, 409]),
  publishQuiz: call('Publish a quiz (it needs a question) or take it back to drafts', quiz, [404, 409]),
};
