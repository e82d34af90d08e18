// /staff/content/quizzes (admin, editor): quizzes with drafts, their rounds (time limits),
// questions and answers. Correct answers are shown here only, to staff.
import { Hono } from 'hono';
import type { Db } from '../../../db/client.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { validate } from '../../lib/validate.ts';
import { quizForStaff } from '../quizzes/staff-view.ts';
import { createQuiz, findQuizForStaff, quizInput, setQuizPublished, updateQuiz } from '../quizzes/write-service.ts';
import { authoringDocs as d } from './authoring-openapi.ts';
import { auditBrief, authoringListQuery, idParam, publishBody } from './authoring-params.ts';
import { auditedWrites } from './authoring-writes.ts';
import { listQuizzesForStaff } from './learning-lists.ts';

async function quizView(db: Db, id: number) {
  const quiz = await quizForStaff(db, id);
  if (!quiz) throw httpError(404, 'Quiz not found');
  return quiz;
}

export function staffQuizRoutes({ db }: AppDeps) {
  const writes = auditedWrites(db, {
    type: 'quiz',
    brief: async (tx, id) => auditBrief(await findQuizForStaff(tx, id)),
  });

  return new Hono<AppEnv>()
    .use('*', staffArea('content'))
    .get('/', d.quizzes, validate('query', authoringListQuery), async (c) =>
      c.json(await listQuizzesForStaff(db, c.req.valid('query'))),
    )
    .get('/:id{[0-9]+}', d.quiz, validate('param', idParam), async (c) =>
      c.json(await quizView(db, c.req.valid('param').id)),
    )
    .post('/', d.createQuiz, validate('json', quizInput), async (c) => {
      const id = await writes.create(requireUser(c).id, (tx) => createQuiz(tx, c.req.valid('json')));
      return c.json(await quizView(db, id), 201);
    })
    .put('/:id{[0-9]+}', d.updateQuiz, validate('param', idParam), validate('json', quizInput), async (c) => {
      const { id } = c.req.valid('param');
      await writes.change(requireUser(c).id, 'update', id, (tx) => updateQuiz(tx, id, c.req.valid('json')));
      return c.json(await quizView(db, id));
    })
    .post(
      '/:id{[0-9]+}/publish',
      d.publishQuiz,
      validate('param', idParam),
      validate('json', publishBody),
      async (c) => {
        const { id } = c.req.valid('param');
        await writes.change(requireUser(c).id, 'publish', id, (tx) =>
          setQuizPublished(tx, id, c.req.valid('json').published),
        );
        return c.json(await quizView(db, id));
      },
    );
}
