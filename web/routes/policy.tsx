// /policy: the static page 'Политика конфиденциальности' (its text is edited on the server).
import { createFileRoute } from '@tanstack/react-router';
import { loadStaticPage } from '../features/static-pages/load-static-page.ts';
import { StaticPageSkeleton } from '../features/static-pages/static-page-skeleton.tsx';
import { StaticPageView } from '../features/static-pages/static-page-view.tsx';

export const Route = createFileRoute('/policy')({
  loader: ({ abortController }) => loadStaticPage('policy', abortController.signal),
  pendingComponent: StaticPageSkeleton,
  component: function StaticPageScreen() {
    return <StaticPageView page={Route.useLoaderData()} />;
  },
});
