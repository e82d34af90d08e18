// /news/: the news list, paged (the page lives in the URL).
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewsList } from '../../features/news/news-list.tsx';

const pageSearch = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)) });

export const Route = createFileRoute('/news/')({
  staticData: { title: 'Новости', hideHeading: true },
  validateSearch: (raw) => v.parse(pageSearch, raw),
  component: NewsRoute,
});

function NewsRoute() {
  const { page = 1 } = Route.useSearch();
  return <NewsList page={page} title="Новости" to="/news" />;
}
