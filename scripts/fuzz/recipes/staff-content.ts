// Success-pass recipes of the staff authoring area: every kind is listed, created, read, changed and
// published by an editor, the created row's id kept for the next step.
import { LENS_QUESTION } from '../../../api/testing/quiz-fixtures.ts';
import { fileForm, juryWinner, TINY_PNG, type Recipe, type RecipeContext } from './recipe.ts';

/** The file name of a /api/media/... address (without its query). */
const mediaName = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() ?? '';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const text = [{ type: 'text', data: { html: '<p>Проверка фаззером</p>' } }];

const quiz = {
  title: 'Фаззер: блиц',
  difficulty: 2,
  rounds: [
    {
      title: 'Разминка',
      questions: [LENS_QUESTION],
    },
  ],
};
const event = {
  title: 'Фаззер: олимпиада',
  start_at: inDays(10),
  end_at: inDays(11),
  place: 'Москва',
  is_online: false,
  form: {
    type: 'inline',
    title: 'Запись',
    fields: [{ name: 'name', label: 'Имя', type: 'text', required: true }],
  },
  content: text,
};
const contest = {
  title: 'Фаззер: конкурс',
  status_id: 2,
  kind: 'common',
  start_at: '2026-12-01',
  end_at: '2027-02-01',
  nominations: [{ name: 'Вода' }],
  segments: [{ name: '5–7 классы' }],
};

/** List, create, read, change and publish of one authoring kind; `body` makes the create and the change. */
function authoring(base: string, name: string, body: (ctx: RecipeContext) => unknown): Recipe[] {
  const one = `${base}/{id}`;
  return [
    { op: `GET ${base}`, as: 'editor' },
    {
      op: `POST ${base}`,
      as: 'editor',
      input: (ctx) => ({ body: body(ctx) }),
      keep: (b, ctx) => {
        ctx.vars[name] = b.id;
        ctx.vars[`${name}Slug`] = b.slug;
      },
    },
    { op: `GET ${one}`, as: 'editor', input: (ctx) => ({ path: { id: ctx.need(name) } }) },
    { op: `PUT ${one}`, as: 'editor', input: (ctx) => ({ path: { id: ctx.need(name) }, body: body(ctx) }) },
    {
      op: `POST ${one}/publish`,
      as: 'editor',
      input: (ctx) => ({ path: { id: ctx.need(name) }, body: { published: true } }),
      keep: (b, ctx) => (ctx.vars[`${name}View`] = b),
    },
  ];
}

export const STAFF_CONTENT: Recipe[] = [
  ...authoring('/staff/content/pages', 'staffPage', () => ({
    title: 'Фаззер: материал',
    page_type_id: 3,
    content: text,
  })),
  ...authoring('/staff/content/news', 'staffNews', () => ({ title: 'Фаззер: новость', content: text })),
  ...authoring('/staff/content/events', 'staffEvent', () => event),
  ...authoring('/staff/content/quizzes', 'staffQuiz', () => quiz),
  ...authoring('/staff/content/courses', 'staffCourse', (ctx) => ({
    title: 'Фаззер: курс',
    steps: [
      { title: 'Материал', page_id: ctx.need('staffPage') },
      { title: 'Проверь себя', quiz_id: ctx.need('staffQuiz') },
    ],
    form: [{ code: 'name', type: 'text', name: 'Имя', values: [], required: true }],
  })),
  ...authoring('/staff/contests', 'staffContest', () => contest),
  {
    op: 'POST /staff/content/images',
    as: 'editor',
    input: { form: fileForm('file', { bytes: TINY_PNG, name: 'dot.png', type: 'image/png' }) },
    keep: (b, ctx) => (ctx.vars.image = mediaName(b.url)),
  },
  { op: 'GET /media/images/{name}', as: 'guest', input: (ctx) => ({ path: { name: ctx.need<string>('image') } }) },
  ...(
    [
      ['audio', 'audio/episode.mp3', 'audio/mpeg'],
      ['video', 'video/clip.mp4', 'video/mp4'],
    ] as const
  ).flatMap(([kind, fixture, type]): Recipe[] => [
    {
      op: 'POST /staff/content/media',
      as: 'editor',
      input: async (ctx) => ({
        body: {
          kind,
          upload_id: await ctx.upload('editor', fixture, { endpoint: '/staff/content/media/uploads', type }),
        },
      }),
      keep: (b, ctx) => (ctx.vars[kind] = mediaName(b.url)),
    },
    { op: `GET /media/${kind}/{name}`, as: 'guest', input: (ctx) => ({ path: { name: ctx.need<string>(kind) } }) },
  ]),
  { op: 'GET /staff/contests/winners', as: 'editor', keep: (b, ctx) => (ctx.vars.juryWorks = b.works) },
  {
    op: 'PUT /staff/contests/winners',
    as: 'editor',
    input: juryWinner,
  },
];
