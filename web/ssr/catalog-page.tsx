// /catalog, without filters or filtered by tags, topics or kinds (a post's tags link to ?tags=N): the filters and the
// first cards, as the app's catalogue draws them. Only the cards a first screen can show (three rows on a desktop):
// the browser parses and lays out a third of the page before its largest paint, and the app, which draws the whole
// page, takes over below the fold (issue 17). A text search or another sort is the app's to draw.
import { buildQuery } from '../lib/api-client.ts';
import { camelizeKeys } from '../lib/case-keys.ts';
import type { ContentCardData } from '../components/content-card.tsx';
import { CatalogList } from '../features/catalog/catalog-results.tsx';
import { CatalogScreen } from '../features/catalog/catalog-screen.tsx';
import * as v from 'valibot';
import { catalogApiQuery, catalogSearchSchema, type CatalogSearch } from '../features/catalog/catalog-search.ts';
import type { FirstScreenPage } from './first-screen-page.ts';
import { queryOf } from './list-query.ts';

const FIRST_SCREEN_CARDS = 9;

const FILTERS = ['tags', 'topics', 'page_type_id'] as const;

/** The filters as the route reads them (its own schema), or null for a query the first screen leaves to the app. */
function filtersOf(search: string): CatalogSearch | null {
  const params = queryOf(search, FILTERS);
  if (!params) return null;
  const parsed = v.parse(catalogSearchSchema, params);
  // A value the route drops (it falls back to no filter) would draw a list the address does not name.
  return FILTERS.every((key) => (params[key] === undefined) === (parsed[key] === undefined)) ? parsed : null;
}

export const catalogPage: FirstScreenPage = {
  matches: (path, search) => path === '/catalog' && filtersOf(search) !== null,
  requests: (_, search) => ({ catalog: `/catalog${buildQuery(catalogApiQuery(filtersOf(search) ?? {}, 0))}` }),
  staticData: () => ({ title: 'Каталог' }),
  content(answers, search) {
    const body = camelizeKeys<{ list?: ContentCardData[]; total?: number; totalCapped?: boolean }>(answers.catalog);
    if (!Array.isArray(body.list) || body.list.length === 0) return null;
    const list = (
      <CatalogList
        cards={body.list.slice(0, FIRST_SCREEN_CARDS)}
        total={body.total ?? body.list.length}
        capped={body.totalCapped === true}
      />
    );
    return <CatalogScreen search={filtersOf(search) ?? {}} onSearchChange={() => undefined} list={list} />;
  },
};
