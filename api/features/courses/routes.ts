// /course: the course list, one course with its steps, its offline bundle, its form and sending;
// /course_step: one step for its screen, the steps of a material, and PATCH /state.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { privateWhenSignedIn } from '../../middleware/private-cache.ts';
import { courseDownload } from './download-service.ts';
import { sendCourseForm } from './form-service.ts';
import { courseStepsOfPage } from '../../lib/page-course-steps.ts';
import { findCourse, listCourses, readCourse, readStep, stepsWithState } from './service.ts';
import { setStepState } from './step-state-service.ts';
import { courseDocs as d } from './openapi.ts';
import { FOR_A_MINUTE, publicAnswerCache } from '../../middleware/public-answer-cache.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(18),
  offset: z.coerce.number().int().min(0).default(0),
  topic: z.coerce.number().int().positive().optional(),
});
const sendInput = z.object({
  list: z
    .array(z.object({ name: z.string().min(1).max(100), value: z.union([z.string(), z.number()]).transform(String) }))
    .max(50),
});
const stateInput = z.object({
  course_id: z.number().int().positive(),
  step_id: z.number().int().positive(),
  state: z.enum(['in_progress', 'completed']),
});

export function courseRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('*', publicAnswerCache(deps.db, FOR_A_MINUTE))
    .use(privateWhenSignedIn)
    .get('/', d.list, validate('query', listQuery), async (c) =>
      c.json(await listCourses(db, c.req.valid('query'), c.get('user'))),
    )
    .get('/:id', d.byId, validate('param', idParam), async (c) => {
      const course = await readCourse(db, c.req.valid('param').id, c.get('user'));
      if (!course) throw httpError(404, 'Course not found');
      return c.json(course);
    })
    .get('/:id/download', d.download, validate('param', idParam), async (c) => {
      const bundle = await courseDownload(db, c.req.valid('param').id, c.get('user'));
      if (!bundle) throw httpError(404, 'Course not found');
      return c.json(bundle);
    })
    .get('/:id/form', d.form, validate('param', idParam), async (c) => {
      const course = await courseOr404(db, c.req.valid('param').id);
      if (!course.form?.length) throw httpError(404, 'Form not found');
      return c.json({ course_id: course.id, title: course.title, content: course.form });
    })
    .post('/:id/send', d.send, validate('param', idParam), validate('json', sendInput), async (c) => {
      const course = await courseOr404(db, c.req.valid('param').id);
      if (!course.form?.length) throw httpError(404, 'Form not found');
      await sendCourseForm(db, course.id, course.form, c.req.valid('json').list, c.get('user')?.id ?? null);
      return c.json({ success: true });
    });
}

export function courseStepRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('*', publicAnswerCache(deps.db, FOR_A_MINUTE))
    .use(privateWhenSignedIn)
    .patch('/state', d.state, validate('json', stateInput), async (c) => {
      const user = requireUser(c);
      const input = c.req.valid('json');
      await setStepState(db, user.id, {
        courseId: input.course_id,
        stepId: input.step_id,
        state: input.state,
        at: new Date().toISOString(),
      });
      const course = await courseOr404(db, input.course_id);
      const steps = (await stepsWithState(db, course, user.id)).map((s) => ({
        id: s.id,
        is_open: s.is_open,
        state: s.state,
      }));
      const state = steps.find((s) => s.id === input.step_id)?.state ?? 'not_started';
      return c.json({ course_id: input.course_id, step_id: input.step_id, state, steps });
    })
    .get('/page/:id', d.ofPage, validate('param', idParam), async (c) =>
      c.json({ list: await courseStepsOfPage(db, c.req.valid('param').id, c.get('user')?.id ?? null) }),
    )
    .get('/:id', d.step, validate('param', idParam), async (c) => {
      const step = await readStep(db, c.req.valid('param').id, c.get('user'));
      if (!step) throw httpError(404, 'Step not found');
      return c.json(step);
    });
}

async function courseOr404(db: AppDeps['db'], id: number) {
  const course = await findCourse(db, id);
  if (!course) throw httpError(404, 'Course not found');
  return course;
}
