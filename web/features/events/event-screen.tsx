// /event/$id: one event by slug (or numeric id via its slug link): dates in Moscow time, the
// place or 'Онлайн-трансляция', the countdown and state labels, the registration form,
// content blocks, sharing and comments. Read from the device first, refreshed by the network.
import './events.css';
import { Link } from '@tanstack/react-router';
import { ContentBlocks, repeatsPreview } from '../../components/content-blocks/content-blocks.tsx';
import { EventRegistration } from './event-registration.tsx';
import { useWidget } from '../../components/feature-widgets.tsx';
import { ShareButtons } from '../../components/share-buttons.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { formatEventDateTime } from '../../lib/format.ts';
import { useRecordVisit } from '../../lib/history.ts';
import { useStoredItem } from '../../lib/stored-resource.ts';
import { EventCountdown, useNow } from './event-countdown.tsx';
import { placeOf, stateAt, type EventDetail } from './event-types.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { TextSkeleton } from '../../components/ui/text-skeleton.tsx';
import { pictureProps } from '../../lib/picture-props.ts';
import { isOffline } from '../../lib/reachability.ts';

/** A form block in the content is the registration form, so it is not shown twice. */
const hasFormBlock = (blocks: EventDetail['content']) =>
  blocks.some((b) => b.type === 'form' || (b.type === 'multiblock' && b.data.blocks.some((x) => x.type === 'form')));

function State({ title, text }: { title: string; text: string }) {
  return (
    <section className="container page state-card">
      <h1 className="state-card__title">{title}</h1>
      <p className="state-card__text">{text}</p>
      <Link to="/event" className="button button--primary">
        Все мероприятия
      </Link>
    </section>
  );
}

export function EventScreen({ id }: { id: string }) {
  const { item: event, network } = useStoredItem<EventDetail>(`event:${id}`, 'event', (signal) =>
    apiFetch<ApiResponse<'/event/slug/:slug'>>(`/event/slug/${encodeURIComponent(id)}`, { signal }),
  );
  useDocumentTitle(event?.title);
  const now = useNow();
  useRecordVisit(
    event && { type: 'event', id: event.id, title: event.title, preview: event.preview ?? undefined, slug: event.slug },
  );
  if (network === 'missing' && !event)
    return <State title="Мероприятие не найдено" text="Возможно, оно было удалено или ссылка набрана с ошибкой." />;
  if (event === undefined || (event === null && network === 'loading')) {
    return <TextSkeleton label="Загружаем мероприятие…" lines={2} />;
  }
  if (event === null)
    return (
      <State
        title="Нет подключения"
        text="Это мероприятие ещё не открывалось на устройстве. Оно откроется, когда появится сеть."
      />
    );
  // Offline, the service worker may still answer the refresh from its cache: that is the device's copy too,
  // so the notice stays instead of vanishing under the reader (a layout shift). `now` re-renders each second,
  // so it goes within a second of the network coming back.
  const offlineCopy = network === 'offline' || (network === 'done' && isOffline());
  return <EventArticle event={event} now={now} offline={offlineCopy} />;
}

interface EventArticleProps {
  event: EventDetail;
  now: number;
  offline: boolean;
  /** The server's first screen (web/ssr/event-page.tsx): only the first blocks, no countdown, form or comments. */
  blockLimit?: number;
}

export function EventArticle({ event, now, offline, blockLimit }: EventArticleProps) {
  const BookmarkHeart = useWidget('BookmarkHeart');
  const ReactionBar = useWidget('ReactionBar');
  const Comments = useWidget('Comments');
  const state = stateAt(event, now);
  const whole = blockLimit === undefined;
  return (
    <article className="container page event">
      {offline && (
        <p className="post__notice" role="status">
          Нет подключения: это копия, сохранённая на устройстве.
        </p>
      )}
      <header className="event__header">
        <p className="event__caption">Мероприятие</p>
        <h1 className="event__title">{event.title}</h1>
        <dl className="event__facts">
          <div>
            <dt>Начало</dt>
            <dd>
              <time dateTime={event.startAt}>{formatEventDateTime(event.startAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Окончание</dt>
            <dd>
              <time dateTime={event.endAt}>{formatEventDateTime(event.endAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Место</dt>
            <dd>{placeOf(event)}</dd>
          </div>
        </dl>
        <div className="event__actions">
          <BookmarkHeart type="event" id={event.id} />
          <ShareButtons title={event.title} description={event.description} />
        </div>
        {event.preview && !repeatsPreview(event.preview, event.content) && (
          <img
            className="event__preview"
            {...pictureProps(event.preview, { width: 640, height: 360 })}
            alt=""
            decoding="async"
          />
        )}
      </header>
      {whole && <EventCountdown event={event} now={now} />}
      {whole && event.form && !hasFormBlock(event.content) && (
        <EventRegistration eventId={event.id} def={event.form} state={state} />
      )}
      <ContentBlocks
        blocks={whole ? event.content : event.content.slice(0, blockLimit)}
        event={{ id: event.id, state, form: event.form }}
      />
      {whole && (
        <>
          <ReactionBar type="event" id={event.id} initial={event} />
          <Comments base={`/event/${event.id}`} />
        </>
      )}
    </article>
  );
}
