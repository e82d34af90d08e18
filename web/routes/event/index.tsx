// /event/: the events list; the status tab and page live in the URL as typed search params.
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EventsScreen } from '../../features/events/events-screen.tsx';

const eventsSearch = v.object({
  status: v.optional(v.fallback(v.picklist(['upcoming', 'running', 'finished', 'cancelled']), 'upcoming')),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
});

export const Route = createFileRoute('/event/')({
  staticData: { title: 'Мероприятия', hideHeading: true },
  validateSearch: (raw) => v.parse(eventsSearch, raw),
  component: EventsRoute,
});

function EventsRoute() {
  const { status = 'upcoming', page = 1 } = Route.useSearch();
  return <EventsScreen status={status} page={page} />;
}
