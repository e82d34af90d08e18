// /event/$id: one event by its slug (the card links use the slug).
import { createFileRoute } from '@tanstack/react-router';
import { WidgetsProvider } from '../../components/feature-widgets.tsx';
import { materialWidgets } from '../../app/widgets/material-widgets.ts';
import { EventScreen } from '../../features/events/event-screen.tsx';

export const Route = createFileRoute('/event/$id')({
  staticData: { title: 'Мероприятие', hideHeading: true },
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return (
    <WidgetsProvider widgets={materialWidgets}>
      <EventScreen key={id} id={id} />
    </WidgetsProvider>
  );
}
