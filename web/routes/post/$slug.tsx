// /post/$slug: one material (article, podcast, video, special project) by its slug.
import { createFileRoute } from '@tanstack/react-router';
import { WidgetsProvider } from '../../components/feature-widgets.tsx';
import { materialWidgets } from '../../app/widgets/material-widgets.ts';
import { PostScreen } from '../../features/post/post-screen.tsx';

export const Route = createFileRoute('/post/$slug')({
  staticData: { title: 'Публикация', hideHeading: true },
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
