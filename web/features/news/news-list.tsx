// The news list of /news and /catalog/news: content cards, newest first, 18 per page with
// page links. Read from the device first (offline too), refreshed by the network.
import { ContentCard, type ContentCardData } from '../../components/content-card.tsx';
import { StoredCardGrid } from '../../components/stored-card-grid.tsx';
import { Pager } from '../../components/pager.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { useStoredPage } from '../../lib/stored-resource.ts';

export const NEWS_PAGE_SIZE = 18;

type ListPath = '/news' | '/catalog/news';

export function NewsList({ page, title, to }: { page: number; title: string; to: ListPath }) {
  const { stored, network } = useStoredPage<ContentCardData>('news', page - 1, (signal) =>
    apiFetch<ApiResponse<'/event-news/news'>>('/event-news/news', {
      query: { sort: 'DATE_DESC', limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE },
      signal,
    }),
  );
  return <NewsListView page={page} title={title} to={to} stored={stored} network={network} />;
}

interface NewsListViewProps {
  page: number;
  title: string;
  to: ListPath;
  /** undefined while the device answers, null when this page was never stored. */
  stored: { list: ContentCardData[]; total: number } | null | undefined;
  network: string;
}

/** The list as drawn, also by the server's first screen (web/ssr/list-pages.tsx). */
export function NewsListView({ page, title, to, stored, network }: NewsListViewProps) {
  return (
    <div className="container page news">
      <h1>{title}</h1>
      <StoredCardGrid
        items={stored === null ? null : stored?.list}
        loading={network === 'loading'}
        offline={network === 'offline'}
        empty="Новостей пока нет."
        offlineEmpty="Эта страница ещё не открывалась на устройстве. Она загрузится, когда появится сеть."
        after={stored && <Pager to={to} page={page} total={stored.total} pageSize={NEWS_PAGE_SIZE} />}
      >
        {(n, i) => <ContentCard key={n.id} card={n} headingLevel={2} position={i} />}
      </StoredCardGrid>
    </div>
  );
}
