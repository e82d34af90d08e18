// /staff/content/quizzes (admin, editor): quizzes with drafts, their rounds (time limits),
// questions and answers. Correct answers are shown here only, to staff.
import { Hono } from 'hono';
import type { Db } from '../../../db/client.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { validate } from '../../lib/validate.ts';
import { quizForStaff } from '../quizzes/staff-view.ts';
import { createQuiz, findQuizForStaff, quizInput, setQuizPublished, updateQuiz } from '../quizzes/write-service.ts';
import { authoringDocs as d } from './authoring-openapi.ts';
import { auditBrief, authoringListQuery, idParam, publishBody } from './authoring-params.ts';
import { listQuizzesForStaff } from './learning-lists.ts';

function quizView(db: Db, id: number) {
  const quiz = quizForStaff(db, id);
  if (!quiz) throw httpError(404, 'Quiz not found');
  return quiz;
}

export function staffQuizRoutes({ db }: AppDeps) {
  const audit = (tx: Db, staffId: number, action: string, id: number, before: unknown) =>
    recordStaffAction(tx, {
      staffId,
      action,
      target: { type: 'quiz', id },
      before,
      after: auditBrief(findQuizForStaff(tx, id)),
    });

  return new Hono<AppEnv>()
    .use('*', staffArea('content'))
    .get('/', d.quizzes, validate('query', authoringListQuery), (c) =>
      c.json(listQuizzesForStaff(db, c.req.valid('query'))),
    )
    .get('/:id{[0-9]+}', d.quiz, validate('param', idParam), (c) => c.json(quizView(db, c.req.valid('param').id)))
    .post('/', d.createQuiz, validate('json', quizInput), (c) => {
      const staff = requireUser(c);
      const id = db.transaction((tx) => {
        const made = createQuiz(tx, c.req.valid('json'));
        audit(tx, staff.id, 'quiz.create', made, null);
        return made;
      });
      return c.json(quizView(db, id), 201);
    })
    .put('/:id{[0-9]+}', d.updateQuiz, validate('param', idParam), validate('json', quizInput), (c) => {
      const staff = requireUser(c);
      const { id } = c.req.valid('param');
      db.transaction((tx) => {
        const before = auditBrief(findQuizForStaff(tx, id));
        updateQuiz(tx, id, c.req.valid('json'));
        audit(tx, staff.id, 'quiz.update', id, before);
      });
      return c.json(quizView(db, id));
    })
    .post('/:id{[0-9]+}/publish', d.publishQuiz, validate('param', idParam), validate('json', publishBody), (c) => {
      const staff = requireUser(c);
      const { id } = c.req.valid('param');
      db.transaction((tx) => {
        const before = auditBrief(findQuizForStaff(tx, id));
        setQuizPublished(tx, id, c.req.valid('json').published);
        audit(tx, staff.id, 'quiz.publish', id, before);
      });
      return c.json(quizView(db, id));
    });
}
