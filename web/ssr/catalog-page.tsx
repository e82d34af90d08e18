// /catalog without filters: the filters and the first cards, as the app's catalogue draws them. Only the cards a
// first screen can show (three rows on a desktop): the browser parses and lays out a third of the page before its
// largest paint, and the app, which draws the whole page, takes over below the fold (issue 17).
import { buildQuery } from '../lib/api-client.ts';
import { camelizeKeys } from '../lib/case-keys.ts';
import type { ContentCardData } from '../components/content-card.tsx';
import { CatalogList } from '../features/catalog/catalog-results.tsx';
import { CatalogScreen } from '../features/catalog/catalog-screen.tsx';
import { catalogApiQuery } from '../features/catalog/catalog-search.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

const FIRST_SCREEN_CARDS = 9;

export const catalogPage: FirstScreenPage = {
  matches: (path, search) => path === '/catalog' && search === '',
  requests: () => ({ catalog: `/catalog${buildQuery(catalogApiQuery({}, 0))}` }),
  staticData: () => ({ title: 'Каталог' }),
  content(answers) {
    const body = camelizeKeys<{ list?: ContentCardData[]; total?: number; totalCapped?: boolean }>(answers.catalog);
    if (!Array.isArray(body.list) || body.list.length === 0) return null;
    const list = (
      <CatalogList
        cards={body.list.slice(0, FIRST_SCREEN_CARDS)}
        total={body.total ?? body.list.length}
        capped={body.totalCapped === true}
      />
    );
    return <CatalogScreen search={{}} onSearchChange={() => undefined} list={list} />;
  },
};
