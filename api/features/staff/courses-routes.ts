// /staff/content/courses (admin, editor): courses with drafts and their ordered steps (a material
// or a quiz each, with the lock rule). Publishing a course publishes its draft steps too.
import { Hono } from 'hono';
import type { Db } from '../../../db/client.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { validate } from '../../lib/validate.ts';
import {
  courseForStaff,
  courseInput,
  createCourse,
  findCourseRow,
  setCoursePublished,
  updateCourse,
} from '../courses/write-service.ts';
import { authoringDocs as d } from './authoring-openapi.ts';
import { auditBrief, authoringListQuery, idParam, publishBody } from './authoring-params.ts';
import { auditedWrites } from './authoring-writes.ts';
import { listCoursesForStaff } from './learning-lists.ts';

async function courseView(db: Db, id: number) {
  const course = await courseForStaff(db, id);
  if (!course) throw httpError(404, 'Course not found');
  return course;
}

export function staffCourseRoutes({ db }: AppDeps) {
  const writes = auditedWrites(db, {
    type: 'course',
    brief: async (tx, id) => auditBrief(await findCourseRow(tx, id)),
  });

  return new Hono<AppEnv>()
    .use('*', staffArea('content'))
    .get('/', d.courses, validate('query', authoringListQuery), async (c) =>
      c.json(await listCoursesForStaff(db, c.req.valid('query'))),
    )
    .get('/:id{[0-9]+}', d.course, validate('param', idParam), async (c) =>
      c.json(await courseView(db, c.req.valid('param').id)),
    )
    .post('/', d.createCourse, validate('json', courseInput), async (c) => {
      const id = await writes.create(requireUser(c).id, (tx) => createCourse(tx, c.req.valid('json')));
      return c.json(await courseView(db, id), 201);
    })
    .put('/:id{[0-9]+}', d.updateCourse, validate('param', idParam), validate('json', courseInput), async (c) => {
      const { id } = c.req.valid('param');
      await writes.change(requireUser(c).id, 'update', id, (tx) => updateCourse(tx, id, c.req.valid('json')));
      return c.json(await courseView(db, id));
    })
    .post(
      '/:id{[0-9]+}/publish',
      d.publishCourse,
      validate('param', idParam),
      validate('json', publishBody),
      async (c) => {
        const { id } = c.req.valid('param');
        await writes.change(
          requireUser(c).id,
          'publish',
          id,
          (tx) => setCoursePublished(tx, id, c.req.valid('json').published),
          (also) => ({ published_steps: also }),
        );
        return c.json(await courseView(db, id));
      },
    );
}
