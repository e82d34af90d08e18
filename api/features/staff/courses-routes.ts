// /staff/content/courses (admin, editor): courses with drafts and their ordered steps (a material
// or a quiz each, with the lock rule). Publishing a course publishes its draft steps too.
import { Hono } from 'hono';
import type { Db } from '../../../db/client.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
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
import { listCoursesForStaff } from './learning-lists.ts';

async function courseView(db: Db, id: number) {
  const course = await courseForStaff(db, id);
  if (!course) throw httpError(404, 'Course not found');
  return course;
}

export function staffCourseRoutes({ db }: AppDeps) {
  const audit = async (tx: Db, staffId: number, action: string, id: number, before: unknown, extra?: object) =>
    await recordStaffAction(tx, {
      staffId,
      action,
      target: { type: 'course', id },
      before,
      after: { ...auditBrief(await findCourseRow(tx, id)), ...extra },
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
      const staff = requireUser(c);
      const id = await db.transaction(async (tx) => {
        const made = await createCourse(tx, c.req.valid('json'));
        await audit(tx, staff.id, 'course.create', made, null);
        return made;
      });
      return c.json(await courseView(db, id), 201);
    })
    .put('/:id{[0-9]+}', d.updateCourse, validate('param', idParam), validate('json', courseInput), async (c) => {
      const staff = requireUser(c);
      const { id } = c.req.valid('param');
      await db.transaction(async (tx) => {
        const before = auditBrief(await findCourseRow(tx, id));
        await updateCourse(tx, id, c.req.valid('json'));
        await audit(tx, staff.id, 'course.update', id, before);
      });
      return c.json(await courseView(db, id));
    })
    .post(
      '/:id{[0-9]+}/publish',
      d.publishCourse,
      validate('param', idParam),
      validate('json', publishBody),
      async (c) => {
        const staff = requireUser(c);
        const { id } = c.req.valid('param');
        await db.transaction(async (tx) => {
          const before = auditBrief(await findCourseRow(tx, id));
          const also = await setCoursePublished(tx, id, c.req.valid('json').published);
          await audit(tx, staff.id, 'course.publish', id, before, { published_steps: also });
        });
        return c.json(await courseView(db, id));
      },
    );
}
