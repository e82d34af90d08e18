// Success-pass recipes of what pupils and authors do with content: an author's own material, and a pupil
// reading, answering and registering through what the editor published (staff-content.ts keeps its ids).
import type { Recipe, RecipeContext } from './recipe.ts';

interface QuizView {
  rounds: { questions: { id: number; options: { id: number; is_correct: boolean }[] }[] }[];
}
interface CourseView {
  steps: { id: number }[];
}
const quizId = (ctx: RecipeContext) => ({ id: ctx.need('staffQuiz') });
const material = { title: 'Фаззер: заметка автора', page_type_id: 3, description: 'Описание', is_published: true };

export const LEARNING: Recipe[] = [
  {
    op: 'POST /page',
    as: 'author',
    input: { body: { ...material, content: [{ type: 'text', data: { html: '<p>Опыт</p>' } }] } },
    keep: (b, ctx) => {
      ctx.vars.authorPage = b.id;
      ctx.vars.authorPageSlug = b.slug;
    },
  },
  {
    op: 'GET /page/slug/{slug}',
    as: 'guest',
    input: (ctx) => ({ path: { slug: ctx.need<string>('authorPageSlug') } }),
  },
  {
    op: 'PUT /page/{id}',
    as: 'author',
    input: (ctx) => ({ path: { id: ctx.need('authorPage') }, body: { title: 'Фаззер: заметка автора, правка' } }),
  },
  { op: 'DELETE /page/{id}', as: 'author', input: (ctx) => ({ path: { id: ctx.need('authorPage') } }) },
  {
    op: 'GET /event-news/news-slug/{slug}',
    as: 'guest',
    input: (ctx) => ({ path: { slug: ctx.need<string>('staffNewsSlug') } }),
  },
  { op: 'GET /static-page/path', as: 'guest', input: { query: { path: 'about' } } },
  { op: 'GET /project/slug/{slug}', as: 'guest', input: { path: { slug: 'nauchnye-kanikuly' } } },
  {
    op: 'POST /event/{id}/form',
    as: 'pupil',
    input: (ctx) => ({ path: { id: ctx.need('staffEvent') }, body: { values: [{ name: 'name', value: 'Алиса' }] } }),
  },
  { op: 'GET /quiz/slug/{slug}', as: 'guest', input: (ctx) => ({ path: { slug: ctx.need<string>('staffQuizSlug') } }) },
  {
    op: 'POST /quiz/{id}/answer',
    as: 'pupil',
    input: (ctx) => {
      const question = ctx.need<QuizView>('staffQuizView').rounds[0]!.questions[0]!;
      const right = question.options.find((o) => o.is_correct)!;
      return { path: quizId(ctx), body: { question_id: question.id, answer: right.id } };
    },
  },
  { op: 'GET /quiz/{id}/result', as: 'pupil', input: (ctx) => ({ path: quizId(ctx) }) },
  { op: 'DELETE /quiz/{id}/start', as: 'pupil', input: (ctx) => ({ path: quizId(ctx) }) },
  {
    op: 'PATCH /course_step/state',
    as: 'pupil',
    input: (ctx) => ({
      body: {
        course_id: ctx.need('staffCourse'),
        step_id: ctx.need<CourseView>('staffCourseView').steps[0]!.id,
        state: 'completed',
      },
    }),
  },
  {
    op: 'POST /course/{id}/send',
    as: 'pupil',
    input: (ctx) => ({ path: { id: ctx.need('staffCourse') }, body: { list: [{ name: 'name', value: 'Алиса' }] } }),
  },
];
