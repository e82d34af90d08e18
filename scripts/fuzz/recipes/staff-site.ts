// Success-pass recipes of the staff site area (static pages, FAQ, its tags and form, projects, settings):
// each collection is listed, added to, changed and emptied again by an editor; settings by an admin.
import type { Recipe } from './recipe.ts';

/** List, create, change and delete of one collection; the create's id is kept under `name`. */
function collection(base: string, name: string, body: Record<string, unknown>): Recipe[] {
  const one = `${base}/{id}`;
  const id = (ctx: { need: (n: string) => number }) => ({ id: ctx.need(name) });
  return [
    { op: `GET ${base}`, as: 'editor' },
    { op: `POST ${base}`, as: 'editor', input: { body }, keep: (b, ctx) => (ctx.vars[name] = b.id) },
    { op: `PUT ${one}`, as: 'editor', input: (ctx) => ({ path: id(ctx), body }) },
    { op: `DELETE ${one}`, as: 'editor', input: (ctx) => ({ path: id(ctx) }) },
  ];
}

export const STAFF_SITE: Recipe[] = [
  ...collection('/staff/static-pages', 'staticPage', {
    path: 'fuzz-partners',
    title: 'Партнёры',
    content: '<p>Да</p>',
  }),
  ...collection('/staff/faq-tags', 'faqTag', { name: 'Фаззер' }),
  ...collection('/staff/faq', 'faq', { question: 'Зачем фаззер?', answer: 'Чтобы найти ошибки.' }),
  ...collection('/staff/faq-form', 'faqField', { code: 'fuzz_field', type: 'text', name: 'Поле фаззера' }),
  ...collection('/staff/projects', 'project', { title: 'Фаззер: проект', url: 'https://example.org' }),
  { op: 'GET /staff/settings', as: 'admin' },
  { op: 'PUT /staff/settings', as: 'admin', input: { body: { values: { vk_url: 'https://vk.com/nauka' } } } },
];
