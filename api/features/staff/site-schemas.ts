// Input of the site's editable lists (projects, static pages, FAQ, the feedback form). Messages are
// the Russian text an editor reads in the staff area; the server never stores raw HTML.
import { z } from 'zod';
import { faqFieldTypes } from '../../../db/schema/faq.ts';

export const title = (what: string, max = 300) =>
  z.string(`Введите ${what}`).trim().min(1, `Введите ${what}`).max(max, `Не длиннее ${max} символов`);
export const longText = (max: number) => z.string().max(max, `Не длиннее ${max} символов`).default('');
/** A site path ('/catalog') or an http(s) address; empty when there is none. */
export const link = z
  .string()
  .trim()
  .max(2000, 'Слишком длинная ссылка')
  .regex(/^$|^\/(?!\/)|^https?:\/\//, 'Ссылка должна начинаться с / или https://');
const sort = z.number('Порядок — целое число').int('Порядок — целое число').min(0).max(100_000).default(0);
const flag = z.boolean().default(false);

export const projectInput = z.object({
  title: title('название'),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Адрес: латинские буквы, цифры и дефисы')
    .max(100, 'Не длиннее 100 символов')
    .optional(),
  description: longText(2000),
  preview: link.default(''),
  url: link.default(''),
  show_in_menu: flag,
  show_in_slider: flag,
  order: sort,
});

/** Top-level paths the site's own screens use: a static page there would never be reached. */
const RESERVED_PATHS = [
  'api',
  'otherapi',
  'staff',
  'post',
  'catalog',
  'community',
  'contests',
  'course',
  'event',
  'gifts',
  'news',
  'profile',
  'quizzes',
  'search',
  'sitemap',
  'success',
  'users',
  'auth',
  'faq',
  'media',
  'icons',
  'assets',
];

export const staticPageInput = z.object({
  path: z
    .string('Введите адрес страницы')
    .trim()
    .transform((p) => p.replace(/^\/+|\/+$/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Введите адрес страницы')
        .max(100, 'Не длиннее 100 символов')
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Адрес: латинские буквы, цифры и дефисы')
        .refine((p) => !RESERVED_PATHS.includes(p), 'Этот адрес занят разделом сайта'),
    ),
  title: title('заголовок'),
  description: longText(2000),
  content: longText(200_000),
  show_in_menu: flag,
  show_in_menu_footer: flag,
  sort,
});

export const faqItemInput = z.object({
  question: title('вопрос', 500),
  answer: z.string('Введите ответ').trim().min(1, 'Введите ответ').max(20_000, 'Не длиннее 20000 символов'),
  sort,
  tag_ids: z.array(z.number().int().positive()).max(20).default([]),
});

export const faqTagInput = z.object({ name: title('название', 100), sort });

export const formFieldInput = z
  .object({
    code: z
      .string('Введите код поля')
      .regex(/^[a-z][a-z0-9_]*$/, 'Код: латинские буквы, цифры и _')
      .max(50, 'Не длиннее 50 символов'),
    type: z.enum(faqFieldTypes, 'Выберите тип поля'),
    name: title('подпись', 200),
    values: z.array(z.string().trim().min(1, 'Пустой вариант').max(200)).max(50).default([]),
    required: flag,
    sort,
  })
  .refine((f) => f.type !== 'select' || f.values.length > 0, {
    message: 'У списка должен быть хотя бы один вариант',
    path: ['values'],
  });
