// /event: the events list with status tabs (upcoming, running, finished, cancelled), cards with
// the date in Moscow time and the place, paged by 18. Read from the device, refreshed by network.
import './events.css';
import { Link } from '@tanstack/react-router';
import { StoredCardGrid } from '../../components/stored-card-grid.tsx';
import { Pager } from '../../components/pager.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { formatEventDateTime } from '../../lib/format.ts';
import { useStoredPage } from '../../lib/stored-resource.ts';
import { LABELS } from './event-countdown.tsx';
import { placeOf, type EventCard, type EventFilter } from './event-types.ts';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';

export const EVENTS_PAGE_SIZE = 18;
const TABS: { value: EventFilter; label: string }[] = [
  { value: 'upcoming', label: 'Скоро' },
  { value: 'running', label: 'Идут сейчас' },
  { value: 'finished', label: 'Завершённые' },
  { value: 'cancelled', label: 'Отменённые' },
];

function EventCardView({ event }: { event: EventCard }) {
  const badge = event.state === 'wait' ? null : LABELS[event.state];
  return (
    <article className="event-card">
      <Link to="/event/$id" params={{ id: event.slug }} className="event-card__link">
        <span className="event-card__media">
          {event.preview ? (
            <img
              {...pictureProps(event.preview, { width: 640, height: 360 }, SIZES.card)}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="event-card__empty" />
          )}
          {badge && <span className={`event-card__badge event-card__badge--${event.state}`}>{badge}</span>}
        </span>
        <time className="event-card__date" dateTime={event.startAt}>
          {formatEventDateTime(event.startAt)}
        </time>
        <h3 className="event-card__title">{event.title}</h3>
        <span className="event-card__place">{placeOf(event)}</span>
      </Link>
    </article>
  );
}

/** The GET /event/catalog query of one tab's page (the server's first screen asks the same). */
export function eventsApiQuery(status: EventFilter, page: number) {
  const sort = status === 'upcoming' || status === 'running' ? 'DATE_ASC' : 'DATE_DESC';
  return { event_status: status, sort, limit: EVENTS_PAGE_SIZE, offset: (page - 1) * EVENTS_PAGE_SIZE };
}

export function EventsScreen({ status, page }: { status: EventFilter; page: number }) {
  const { stored, network } = useStoredPage<EventCard>(`events:${status}`, page - 1, (signal) =>
    apiFetch<ApiResponse<'/event/catalog'>>('/event/catalog', { query: eventsApiQuery(status, page), signal }),
  );
  return <EventsView status={status} page={page} stored={stored} network={network} />;
}

interface EventsViewProps {
  status: EventFilter;
  page: number;
  /** undefined while the device answers, null when this page was never stored. */
  stored: { list: EventCard[]; total: number } | null | undefined;
  network: string;
}

/** The list as drawn, also by the server's first screen (web/ssr/list-pages.tsx). */
export function EventsView({ status, page, stored, network }: EventsViewProps) {
  return (
    <div className="container page events">
      <h1>Мероприятия</h1>
      <nav className="events__tabs" aria-label="Статус мероприятий">
        {TABS.map((t) => (
          <Link
            key={t.value}
            to="/event"
            search={{ status: t.value }}
            className="events__tab"
            aria-current={t.value === status ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <StoredCardGrid
        items={stored === null ? null : stored?.list}
        loading={network === 'loading'}
        offline={network === 'offline'}
        empty="Здесь пока нет мероприятий."
        offlineEmpty="Этот список ещё не открывался на устройстве. Он загрузится, когда появится сеть."
        after={stored && <Pager to="/event" page={page} total={stored.total} pageSize={EVENTS_PAGE_SIZE} />}
      >
        {(e) => <EventCardView key={e.id} event={e} />}
      </StoredCardGrid>
    </div>
  );
}
