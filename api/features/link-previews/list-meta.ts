// The <head> of the site's fixed public pages (the home page, the catalogue and the section lists): their text is
// written here, not read from the database. A list's later pages keep their ?page= in the canonical address, so
// search engines index them as pages of their own rather than as copies of the first.
import { breadcrumbs } from './structured-data.ts';
import { absolute, HOME_CRUMB, SITE_NAME, type PageMeta, type Site } from './page-meta.ts';

interface ListPage {
  title: string;
  description: string;
  /** A list of people (pupils among them) is kept out of search results, as their profiles are. */
  noindex?: boolean;
}

/** By the path without a trailing slash. Neutral wording: these lines are read by parents and teachers too. */
export const LIST_PAGES: Record<string, ListPage> = {
  '/catalog': {
    title: 'Каталог',
    description: 'Статьи, видео, подкасты и спецпроекты о науке для школьников: поиск по темам и тегам.',
  },
  '/catalog/news': {
    title: 'Новости науки',
    description: 'Новости науки для школьников: открытия, исследования и события простым языком.',
  },
  '/users': {
    title: 'Участники',
    description: 'Участники проекта «Наука рядом»: школьники, наставники, учёные и блогеры.',
    noindex: true,
  },
  '/news': { title: 'Новости', description: 'Новости проекта «Наука рядом»: события, конкурсы, новые материалы.' },
  '/event': {
    title: 'Мероприятия',
    description: 'Лекции, экскурсии, мастер-классы и встречи с учёными для школьников — онлайн и в Москве.',
  },
  '/course': { title: 'Курсы', description: 'Бесплатные курсы для школьников: шаг за шагом, с заданиями и тестами.' },
  '/quizzes': { title: 'Тренажёры', description: 'Тренажёры и викторины по наукам: проверь себя и узнай новое.' },
  '/contests': {
    title: 'Конкурсы',
    description: 'Конкурсы для школьников: научные работы, видео и проекты, правила и итоги.',
  },
  '/community': {
    title: 'Сообщества',
    description: 'Сообщества по интересам: кружки, клубы и школьные команды, их публикации и участники.',
  },
  '/sitemap': { title: 'Карта сайта', description: 'Все разделы и страницы проекта «Наука рядом» на одной странице.' },
  '/faq': { title: 'Вопросы и ответы', description: 'Ответы на частые вопросы о проекте «Наука рядом» и форма связи.' },
};

/** The home page: index.html's own title and description, with its canonical address and cards. */
const HOME: ListPage = {
  title: SITE_NAME,
  description: 'Статьи, подкасты, курсы, тренажёры и конкурсы для школьников, наставников и родителей',
};

function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The meta of a fixed page at `path` (no trailing slash), or null when it is not one. */
export function listMeta(site: Site, path: string, search: string): PageMeta | null {
  if (path === '/') {
    return { ...HOME, ownTitle: true, image: null, type: 'website', canonical: '/', jsonLd: [] };
  }
  const list = LIST_PAGES[path];
  if (!list) return null;
  const page = pageOf(search);
  const canonical = page > 1 ? `${path}?page=${page}` : path;
  return {
    title: page > 1 ? `${list.title}, страница ${page}` : list.title,
    description: list.description,
    noindex: list.noindex,
    image: null,
    type: 'website',
    canonical,
    jsonLd: [
      breadcrumbs([
        { name: HOME_CRUMB.name, url: absolute(site, HOME_CRUMB.path) },
        { name: list.title, url: absolute(site, path) },
      ]),
    ],
  };
}
