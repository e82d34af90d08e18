// /sitemap: the human-readable site map.
import { createFileRoute } from '@tanstack/react-router';
import { StaticPageSkeleton } from '../features/static-pages/static-page-skeleton.tsx';
import { loadSitemap } from '../features/static-pages/load-sitemap.ts';
import { SitemapView } from '../features/static-pages/sitemap-view.tsx';

export const Route = createFileRoute('/sitemap')({
  staticData: { title: 'Карта сайта' },
  loader: ({ abortController }) => loadSitemap(abortController.signal),
  pendingComponent: StaticPageSkeleton,
  component: function Sitemap() {
    const { list } = Route.useLoaderData();
    return <SitemapView list={list} />;
  },
});
