// /event/$id: one event by its slug (the card links use the slug).
import { createFileRoute } from '@tanstack/react-router';
import { EventScreen } from '../../features/events/event-screen.tsx';

export const Route = createFileRoute('/event/$id')({
  staticData: { title: 'Мероприятие', hideHeading: true },
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return <EventScreen key={id} id={id} />;
}
