// 'Скоро': the upcoming and running events of the main page (events_list), each with its date
// and time in Moscow time, the place or 'Онлайн'.
import { Link } from '@tanstack/react-router';
import { formatEventDateTime } from '../../lib/format.ts';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';
import { AllLink } from './all-link.tsx';
import type { HomeEvent } from './home-data.ts';

const SHOWN = 3;

function EventRow({ event }: { event: HomeEvent }) {
  return (
    <li className="home-event">
      <Link to="/event/$id" params={{ id: event.slug }} className="home-event__link">
        {event.preview ? (
          <img
            className="home-event__image"
            {...pictureProps(event.preview, { width: 96, height: 96 }, SIZES.eventThumb)}
            alt=""
            loading="lazy"
          />
        ) : (
          <span className="home-event__image" />
        )}
        <span className="home-event__text">
          <time className="home-event__date" dateTime={event.startAt}>
            {event.state === 'running' ? 'Идёт сейчас · ' : ''}
            {formatEventDateTime(event.startAt)}
          </time>
          <span className="home-event__title">{event.title}</span>
          <span className="home-event__place">{event.isOnline ? 'Онлайн' : (event.place ?? '')}</span>
        </span>
      </Link>
    </li>
  );
}

export function HomeEvents({ events }: { events: HomeEvent[] | undefined }) {
  if (events && events.length === 0) return null;
  return (
    <section className="home-events" aria-labelledby="home-events-title">
      <div className="home-section__head">
        <h2 id="home-events-title">Мероприятия</h2>
        <AllLink to="/event" label="Все" />
      </div>
      <ul className="home-events__list" aria-busy={events === undefined || undefined}>
        {events
          ? events.slice(0, SHOWN).map((e) => <EventRow key={e.id} event={e} />)
          : Array.from({ length: SHOWN }, (_, i) => <li key={i} className="home-event home-event--skeleton" />)}
      </ul>
    </section>
  );
}
