// /post/$slug: one material (article, podcast, video, special project) by its slug; /post/<id> moves to its slug.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { WidgetsProvider } from '../../components/feature-widgets.tsx';
import { materialWidgets } from '../../app/widgets/material-widgets.ts';
import { PostScreen } from '../../features/post/post-screen.tsx';

export const Route = createFileRoute('/post/$slug')({
  staticData: { title: 'Публикация', hideHeading: true },
  beforeLoad: async ({ params, abortController, search }) => {
    // Only a number can name a material by id; its lookup's code is loaded then, off every page's first load.
    if (!/^\d{1,9}$/.test(params.slug)) return;
    const { slugOfId } = await import('../../features/post/slug-of-id.ts');
    const slug = await slugOfId(params.slug, abortController.signal);
    if (slug) throw redirect({ to: '/post/$slug', params: { slug }, search, replace: true });
  },
  component: PostRoute,
});

function PostRoute() {
  const { slug } = Route.useParams();
  return (
    <WidgetsProvider widgets={materialWidgets}>
      <PostScreen key={slug} slug={slug} />
    </WidgetsProvider>
  );
}
