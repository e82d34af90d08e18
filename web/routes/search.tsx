// /search?query=...&type=...: the header search box opens here; the screen lives in
// web/features/search. An empty query asks for one ('Введите запрос').
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SearchScreen } from '../features/search/search-screen.tsx';
import { isSearchKind } from '../features/search/search-kinds.ts';

function SearchRoute() {
  const { query, type } = Route.useSearch();
  return <SearchScreen key={query ?? ''} query={query ?? ''} kind={type} />;
}

export const Route = createFileRoute('/search')({
  validateSearch: v.object({
    query: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (x === undefined || x === null ? undefined : String(x))),
      ),
    ),
    type: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (isSearchKind(x) ? x : undefined)),
      ),
    ),
  }),
  staticData: { title: 'Поиск' },
  component: SearchRoute,
});
