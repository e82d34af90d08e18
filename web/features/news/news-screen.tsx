// /news/$id: one news item by slug: title, date, content blocks (the shared renderer),
// sharing and comments. Read from the device first, refreshed by the network.
import './news.css';
import { Link } from '@tanstack/react-router';
import { ContentBlocks } from '../../components/content-blocks/content-blocks.tsx';
import { EditPen } from '../../components/edit-pen/edit-pen.tsx';
import { useWidget } from '../../components/feature-widgets.tsx';
import { ShareButtons } from '../../components/share-buttons.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { formatLongDate } from '../../lib/format.ts';
import { useRecordVisit } from '../../lib/history.ts';
import { useStoredItem } from '../../lib/stored-resource.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { TextSkeleton } from '../../components/ui/text-skeleton.tsx';

export type NewsDetail = ApiResponse<'/event-news/news-slug/:slug'>;

function State({ title, text }: { title: string; text: string }) {
  return (
    <section className="container page state-card">
      <h1 className="state-card__title">{title}</h1>
      <p className="state-card__text">{text}</p>
      <Link to="/news" className="button button--primary">
        Все новости
      </Link>
    </section>
  );
}

export function NewsScreen({ slug }: { slug: string }) {
  const { item, network } = useStoredItem<NewsDetail>(`news:${slug}`, 'news', (signal) =>
    apiFetch<ApiResponse<'/event-news/news-slug/:slug'>>(`/event-news/news-slug/${encodeURIComponent(slug)}`, {
      signal,
    }),
  );
  useDocumentTitle(item?.title);
  useRecordVisit(
    item && { type: 'news', id: item.id, title: item.title, preview: item.preview ?? undefined, slug: item.slug },
  );
  if (network === 'missing' && !item)
    return <State title="Новость не найдена" text="Возможно, она была удалена или ссылка набрана с ошибкой." />;
  if (item === undefined || (item === null && network === 'loading')) {
    return <TextSkeleton label="Загружаем новость…" lines={2} />;
  }
  if (item === null)
    return (
      <State
        title="Нет подключения"
        text="Эта новость ещё не открывалась на устройстве. Она откроется, когда появится сеть."
      />
    );
  return <NewsArticle item={item} offline={network === 'offline'} />;
}

/**
 * The news item itself, also drawn by the server's first screen (web/ssr/news-page.tsx), which passes `blockLimit`:
 * then only the first blocks, and no reactions or comments (they come with the app).
 */
export function NewsArticle({
  item,
  offline,
  blockLimit,
}: {
  item: NewsDetail;
  offline: boolean;
  blockLimit?: number;
}) {
  const BookmarkHeart = useWidget('BookmarkHeart');
  const ReactionBar = useWidget('ReactionBar');
  const Comments = useWidget('Comments');
  return (
    <article className="container page news-item">
      {offline && (
        <p className="inline-state" role="status">
          Нет подключения: это копия, сохранённая на устройстве.
        </p>
      )}
      <header className="news-item__header">
        <p className="news-item__caption">
          Новость · <time dateTime={item.createdAt}>{formatLongDate(item.createdAt)}</time>
        </p>
        <h1 className="news-item__title">{item.title}</h1>
        {item.description && <p className="news-item__lead">{item.description}</p>}
        <div className="news-item__actions">
          <BookmarkHeart type="news" id={item.id} />
          <ShareButtons title={item.title} description={item.description} />
          <EditPen kind="news" id={item.id} />
        </div>
      </header>
      <ContentBlocks blocks={blockLimit === undefined ? item.content : item.content.slice(0, blockLimit)} />
      {blockLimit === undefined && (
        <>
          <ReactionBar type="news" id={item.id} initial={item} />
          <Comments base={`/event-news/news/${item.id}`} />
        </>
      )}
    </article>
  );
}
