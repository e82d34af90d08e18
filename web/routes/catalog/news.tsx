// /catalog/news: news inside the catalogue, paged (the page lives in the URL).
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewsList } from '../../features/news/news-list.tsx';

const pageSearch = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)) });

export const Route = createFileRoute('/catalog/news')({
  staticData: { title: 'Новости науки', hideHeading: true },
  validateSearch: (raw) => v.parse(pageSearch, raw),
  component: CatalogNewsRoute,
});

function CatalogNewsRoute() {
  const { page = 1 } = Route.useSearch();
  return <NewsList page={page} title="Новости науки" to="/catalog/news" />;
}
