// The mentor's calls: find a pupil by code, add them, remove them, list them (spec section 4).
import { Hono } from 'hono';
import { z } from 'zod';
import { JOIN_KEY_LENGTH } from '../../../../sync/rules/special-contest.ts';
import type { AppDeps, AppEnv } from '../../../context.ts';
import { httpError } from '../../../lib/http-error.ts';
import { requireUser } from '../../../lib/require-user.ts';
import { validate } from '../../../lib/validate.ts';
import { requireSpecialContest } from '../learn-known-service.ts';
import { guardKeyLookup } from '../join-key-guard.ts';
import { addPupil, deletePupil, findPupilByKey, studentList } from '../mentor-service.ts';
import { specialDocs as d } from './openapi.ts';
import { positive, signedIn } from '../route-parts.ts';

/** A typed key may carry spaces and a dash; anything longer than that is not a key. */
const joinKey = z
  .string()
  .trim()
  .min(1)
  .max(JOIN_KEY_LENGTH * 2);

export function mentorRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get(
      '/find-user-join-key',
      d.findUserJoinKey,
      signedIn,
      validate('query', z.object({ join_key: joinKey })),
      async (c) => {
        const user = requireUser(c);
        const contest = await requireSpecialContest(db);
        const { join_key } = c.req.valid('query');
        return c.json(await guardKeyLookup(deps, c, user.id, () => findPupilByKey(db, contest, user.id, join_key)));
      },
    )
    .post('/add-join-key', d.addJoinKey, signedIn, validate('json', z.object({ join_key: joinKey })), async (c) => {
      const user = requireUser(c);
      const contest = await requireSpecialContest(db);
      const { join_key } = c.req.valid('json');
      return c.json(await guardKeyLookup(deps, c, user.id, () => addPupil(db, contest, user.id, join_key)));
    })
    .delete(
      '/delete-student',
      d.deleteStudent,
      signedIn,
      validate('query', z.object({ student_id: positive.optional() })),
      async (c) => {
        const user = requireUser(c);
        // The id comes in the query, or (as some clients send a DELETE) in a JSON body.
        let studentId = c.req.valid('query').student_id;
        if (studentId === undefined) {
          const body: unknown = await c.req.json().catch(() => null);
          const parsed = z.object({ student_id: positive }).safeParse(body);
          if (!parsed.success) throw httpError(400, 'student_id: Required');
          studentId = parsed.data.student_id;
        }
        await deletePupil(db, await requireSpecialContest(db), user.id, studentId);
        return c.json({ student_id: studentId });
      },
    )
    .get('/student-list', d.studentList, signedIn, async (c) =>
      c.json({ list: await studentList(db, await requireSpecialContest(db), requireUser(c).id) }),
    );
}
