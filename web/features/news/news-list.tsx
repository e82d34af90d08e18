// The news list of /news and /catalog/news: content cards, newest first, 18 per page with
// page links. Read from the device first (offline too), refreshed by the network.
import { ContentCard, ContentCardSkeleton, type ContentCardData } from '../../components/content-card.tsx';
import { Pager } from '../../components/pager.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { useStoredPage } from '../../lib/stored-resource.ts';

const NEWS_PAGE_SIZE = 18;

export function NewsList({ page, title, to }: { page: number; title: string; to: '/news' | '/catalog/news' }) {
  const { stored, network } = useStoredPage<ContentCardData>('news', page - 1, (signal) =>
    apiFetch<ApiResponse<'/event-news/news'>>('/event-news/news', {
      query: { sort: 'DATE_DESC', limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE },
      signal,
    }),
  );
  return (
    <div className="container page news">
      <h1>{title}</h1>
      {network === 'offline' && (
        <p className="inline-state" role="status">
          Нет подключения. Показываем сохранённое на устройстве.
        </p>
      )}
      {stored === undefined || (stored === null && network === 'loading') ? (
        <div className="card-grid" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <ContentCardSkeleton key={i} />
          ))}
        </div>
      ) : !stored || stored.list.length === 0 ? (
        <p className="inline-state inline-state--center">
          {network === 'offline'
            ? 'Эта страница ещё не открывалась на устройстве. Она загрузится, когда появится сеть.'
            : 'Новостей пока нет.'}
        </p>
      ) : (
        <>
          <div className="card-grid">
            {stored.list.map((n, i) => (
              <ContentCard key={n.id} card={n} headingLevel={2} position={i} />
            ))}
          </div>
          <Pager to={to} page={page} total={stored.total} pageSize={NEWS_PAGE_SIZE} />
        </>
      )}
    </div>
  );
}
