// OpenAPI descriptions of the course and course step routes (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { card, contentBlock, id, listOf, pageOf, success, text } from '../../lib/openapi-shapes.ts';

const doc = describer('courses');
const step = z.looseObject({ id, position: z.number().int(), title: text, type: text });
const course = card.extend({
  steps_count: z.number().int(),
  steps: z.array(z.looseObject({ id })),
  progress: z.looseObject({}).nullable(),
});
const stepState = z.enum(['not_started', 'in_progress', 'completed']);

export const courseDocs = {
  list: doc('Courses, paged, optionally of one topic', { ok: pageOf(card) }),
  byId: doc('One course with its steps and the viewer’s progress', { ok: course, errors: [404] }),
  download: doc('The offline bundle of a course: steps, pages, quizzes and media to cache', {
    ok: z.looseObject({
      course: z.looseObject({ id }),
      steps: z.array(z.looseObject({ step_id: id })),
      media: z.array(text),
    }),
    errors: [404],
  }),
  form: doc('The application form of a course', {
    ok: z.looseObject({ course_id: id, title: text, content: z.array(contentBlock.or(z.looseObject({}))) }),
    errors: [404],
  }),
  send: doc('Send the application form of a course', { ok: success, errors: [404] }),
  state: doc('Set the state of one step (in progress, completed)', {
    ok: z.looseObject({
      course_id: id,
      step_id: id,
      state: stepState,
      steps: z.array(z.looseObject({ id, is_open: z.boolean(), state: stepState })),
    }),
    auth: 'user',
    errors: [403, 404],
  }),
  ofPage: doc('The course steps that show a material', { ok: listOf(z.looseObject({})) }),
  step: doc('One step for its screen', { ok: step, errors: [404] }),
};
