// /event/<slug>: the event's header (dates in Moscow time, place, picture) and first blocks, as the event screen
// draws them.
import { materialWidgets } from '../app/widgets/material-widgets.ts';
import { WidgetsProvider } from '../components/feature-widgets.tsx';
import { camelizeKeys } from '../lib/case-keys.ts';
import { FIRST_SCREEN_BLOCKS } from '../features/post/post-screen.tsx';
import { EventArticle } from '../features/events/event-screen.tsx';
import type { EventDetail } from '../features/events/event-types.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

const EVENT_PATH = /^\/event\/([^/]+)$/;

export const eventPage: FirstScreenPage = {
  matches: (path) => EVENT_PATH.test(path),
  requests: (path) => ({ event: `/event/slug/${EVENT_PATH.exec(path)?.[1] ?? ''}` }),
  staticData: () => ({ title: 'Мероприятие', hideHeading: true }),
  content(answers) {
    const event = camelizeKeys<EventDetail | undefined>(answers.event);
    if (!event || typeof event.title !== 'string' || !Array.isArray(event.content)) return null;
    return (
      <WidgetsProvider widgets={materialWidgets}>
        <EventArticle event={event} now={Date.now()} offline={false} blockLimit={FIRST_SCREEN_BLOCKS} />
      </WidgetsProvider>
    );
  },
};
