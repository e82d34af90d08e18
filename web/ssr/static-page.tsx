// A static page (/about, /policy, /agreement and any /<path> the staff made): its title, lead and text, as the
// static page screen draws them.
import { camelizeKeys } from '../lib/case-keys.ts';
import { matchAppRoute } from '../../sync/rules/app-routes.ts';
import { StaticPageView } from '../features/static-pages/static-page-view.tsx';
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
