// The site map: fixed public sections plus every static page, as a tree for the /sitemap
// screen and as a sitemaps.org <urlset> with absolute URLs for search engines.
import type { Db } from '../../../db/store.ts';
import { listStaticPages } from '../static-pages/service.ts';

export interface SitemapEntry {
  title: string;
  url: string;
  children: { title: string; url: string }[];
}

const SECTIONS: SitemapEntry[] = [
  { title: 'Главная', url: '/', children: [] },
  { title: 'Материалы', url: '/catalog', children: [{ title: 'Новости в каталоге', url: '/catalog/news' }] },
  { title: 'Новости', url: '/news', children: [] },
  { title: 'Мероприятия', url: '/event', children: [] },
  { title: 'Курсы', url: '/course', children: [] },
  { title: 'Викторины', url: '/quizzes', children: [] },
  { title: 'Конкурсы', url: '/contests', children: [] },
  { title: 'Участники', url: '/users', children: [] },
  { title: 'Вопросы и ответы', url: '/faq', children: [] },
  { title: 'Карта сайта', url: '/sitemap', children: [] },
];

function pageUrl(path: string): string {
  return '/' + path.split('/').map(encodeURIComponent).join('/');
}

/** The tree GET /sitemap_html answers: sections first, then the static pages in menu order. */
export async function sitemapTree(db: Db): Promise<SitemapEntry[]> {
  const pages = (await listStaticPages(db)).map((p) => ({ title: p.title, url: pageUrl(p.path), children: [] }));
  return [...SECTIONS, ...pages];
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

/** Every public URL (sections, their children, static pages), absolute, once each. */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const base = publicUrl.replace(/\/+$/, '');
  const paths = new Set<string>();
  for (const entry of await sitemapTree(db)) {
    paths.add(entry.url);
    for (const child of entry.children) paths.add(child.url);
  }
  return urlsetXml([...paths].map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`));
}

/** A sitemap file of these `<url>` lines. */
export function urlsetXml(urls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
