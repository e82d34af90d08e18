// /post/$slug: one material (article, podcast, video, special project) by its slug; /post/<id> moves to its slug.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { WidgetsProvider } from '../../components/feature-widgets.tsx';
import { materialWidgets } from '../../app/widgets/material-widgets.ts';
import { PostScreen } from '../../features/post/post-screen.tsx';
import { slugOfId } from '../../features/post/slug-of-id.ts';

export const Route = createFileRoute('/post/$slug')({
  staticData: { title: 'Публикация', hideHeading: true },
  beforeLoad: async ({ params, abortController, search }) => {
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
