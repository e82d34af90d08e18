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

function courseView(db: Db, id: number) {
  const course = courseForStaff(db, id);
  if (!course) throw httpError(404, 'Course not found');
  return course;
}

export function staffCourseRoutes({ db }: AppDeps) {
  const audit = (tx: Db, staffId: number, action: string, id: number, before: unknown, extra?: object) =>
    recordStaffAction(tx, {
      staffId,
      action,
      target: { type: 'course', id },
      before,
      after: { ...auditBrief(findCourseRow(tx, id)), ...extra },
    });

  return new Hono<AppEnv>()
    .use('*', staffArea('content'))
    .get('/', d.courses, validate('query', authoringListQuery), (c) =>
      c.json(listCoursesForStaff(db, c.req.valid('query'))),
    )
    .get('/:id{[0-9]+}', d.course, validate('param', idParam), (c) => c.json(courseView(db, c.req.valid('param').id)))
    .post('/', d.createCourse, validate('json', courseInput), (c) => {
      const staff = requireUser(c);
      const id = db.transaction((tx) => {
        const made = createCourse(tx, c.req.valid('json'));
        audit(tx, staff.id, 'course.create', made, null);
        return made;
      });
      return c.json(courseView(db, id), 201);
    })
    .put('/:id{[0-9]+}', d.updateCourse, validate('param', idParam), validate('json', courseInput), (c) => {
      const staff = requireUser(c);
      const { id } = c.req.valid('param');
      db.transaction((tx) => {
        const before = auditBrief(findCourseRow(tx, id));
        updateCourse(tx, id, c.req.valid('json'));
        audit(tx, staff.id, 'course.update', id, before);
      });
      return c.json(courseView(db, id));
    })
    .post('/:id{[0-9]+}/publish', d.publishCourse, validate('param', idParam), validate('json', publishBody), (c) => {
      const staff = requireUser(c);
      const { id } = c.req.valid('param');
      db.transaction((tx) => {
        const before = auditBrief(findCourseRow(tx, id));
        const also = setCoursePublished(tx, id, c.req.valid('json').published);
        audit(tx, staff.id, 'course.publish', id, before, { published_steps: also });
      });
      return c.json(courseView(db, id));
    });
}
