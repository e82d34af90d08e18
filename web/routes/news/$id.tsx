// /news/$id: one news item by its slug, with comments.
import { createFileRoute } from '@tanstack/react-router';
import { WidgetsProvider } from '../../components/feature-widgets.tsx';
import { materialWidgets } from '../../app/widgets/material-widgets.ts';
import { NewsScreen } from '../../features/news/news-screen.tsx';

export const Route = createFileRoute('/news/$id')({
  staticData: { title: 'Новость', hideHeading: true },
  component: NewsRoute,
});

function NewsRoute() {
  const { id } = Route.useParams();
  return (
    <WidgetsProvider widgets={materialWidgets}>
      <NewsScreen key={id} slug={id} />
    </WidgetsProvider>
  );
}
