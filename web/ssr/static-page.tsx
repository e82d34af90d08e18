// A static page (/about, /policy, /agreement and any /<path> the staff made): its title, lead and text, as the
// static page screen draws them; and the site map for people.
import { camelizeKeys } from '../lib/case-keys.ts';
import { matchAppRoute } from '../../sync/rules/app-routes.ts';
import { StaticPageView } from '../features/static-pages/static-page-view.tsx';
import { SitemapView } from '../features/static-pages/sitemap-view.tsx';
import type { SitemapNode } from '../features/static-pages/load-sitemap.ts';
import type { StaticPage } from '../features/static-pages/load-static-page.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

const STATIC_ROUTES = new Set(['/$page', '/about', '/agreement', '/policy']);

export const staticPage: FirstScreenPage = {
  matches: (path, search) => search === '' && STATIC_ROUTES.has(matchAppRoute(path)?.route ?? ''),
  requests: (path) => ({ page: `/static-page/path?path=${path.slice(1)}` }),
  staticData: () => ({}),
  content(answers) {
    const page = camelizeKeys<StaticPage | undefined>(answers.page);
    if (!page || typeof page.title !== 'string' || typeof page.content !== 'string') return null;
    return <StaticPageView page={page} />;
  },
};

/** /sitemap: the site map for people, its sections and pages as the sitemap screen lists them. */
export const sitemapPage: FirstScreenPage = {
  matches: (path, search) => path === '/sitemap' && search === '',
  requests: () => ({ sitemap: '/sitemap_html' }),
  staticData: () => ({ title: 'Карта сайта' }),
  content(answers) {
    const list = camelizeKeys<{ list?: SitemapNode[] } | undefined>(answers.sitemap)?.list;
    return Array.isArray(list) && list.length > 0 ? <SitemapView list={list} /> : null;
  },
};
