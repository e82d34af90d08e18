// /$page: any other single-segment address is looked up as a static page; an unknown
// one shows the 404 error screen.
import { createFileRoute } from '@tanstack/react-router';
import { loadStaticPage } from '../features/static-pages/load-static-page.ts';
import { StaticPageSkeleton } from '../features/static-pages/static-page-skeleton.tsx';
import { StaticPageView } from '../features/static-pages/static-page-view.tsx';

export const Route = createFileRoute('/$page')({
  loader: ({ params, abortController }) => loadStaticPage(params.page, abortController.signal),
  pendingComponent: StaticPageSkeleton,
  component: function StaticPageScreen() {
    return <StaticPageView page={Route.useLoaderData()} />;
  },
});
