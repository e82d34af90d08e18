// /agreement: the static page 'Пользовательское соглашение' (its text is edited on the server).
import { createFileRoute } from '@tanstack/react-router';
import { loadStaticPage } from '../features/static-pages/load-static-page.ts';
import { StaticPageSkeleton } from '../features/static-pages/static-page-skeleton.tsx';
import { StaticPageView } from '../features/static-pages/static-page-view.tsx';

export const Route = createFileRoute('/agreement')({
  loader: ({ abortController }) => loadStaticPage('agreement', abortController.signal),
  pendingComponent: StaticPageSkeleton,
  component: function StaticPageScreen() {
    return <StaticPageView page={Route.useLoaderData()} />;
  },
});
