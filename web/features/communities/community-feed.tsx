// The community feed: the site's usual cards with who added each entry and when. Members with the
// right to post add materials or news; the owner or the author takes an entry out (online only).
import { useState } from 'react';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { ContentCard, ContentCardSkeleton } from '../../components/content-card.tsx';
import { formatDate } from '../../lib/format.ts';
import type { Paged } from '../../lib/stored-resource.ts';
import { COMMUNITY_FEED_PAGE_SIZE } from '../../../sync/rules/communities.ts';
import { fetchFeed, removeFromFeed, type Community, type FeedItem } from './community-api.ts';
import { OFFLINE_NOTE, communityError } from './community-messages.ts';
import { FeedPicker } from './feed-picker.tsx';
import { useStoredQuery } from './use-stored-query.ts';

export function CommunityFeed({ community, viewerId }: { community: Community; viewerId: number | null }) {
  const [pages, setPages] = useState(1);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const limit = pages * COMMUNITY_FEED_PAGE_SIZE;
  const key = `community:${viewerId ?? 'guest'}:feed:${community.id}:${limit}`;
  const { data, network, error, reload } = useStoredQuery<Paged<FeedItem>>(key, (s) =>
    fetchFeed(community.id, limit, 0, s),
  );
  const remove = async (item: FeedItem) => {
    try {
      await removeFromFeed(community.id, item.id);
      reload();
    } catch (e) {
      setMessage(communityError(e));
    }
  };
  const canRemove = (item: FeedItem) =>
    community.state === 'owner' || (viewerId !== null && item.addedBy?.id === viewerId);
  return (
    <div className="community-feed">
      {community.canPost && !adding && (
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          Добавить в ленту
        </button>
      )}
      {adding && (
        <FeedPicker
          communityId={community.id}
          onClose={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
      {message && (
        <p className="field__error" role="alert">
          {message}
        </p>
      )}
      {network === 'offline' && data && (
        <p className="inline-state" role="status">
          {OFFLINE_NOTE}
        </p>
      )}
      {data === undefined || (data === null && network === 'loading') ? (
        <div className="card-grid" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <ContentCardSkeleton key={i} />
          ))}
        </div>
      ) : !data ? (
        <p className="inline-state inline-state--center" role="status">
          {error
            ? communityError(error)
            : network === 'offline'
              ? 'Нет подключения. Лента загрузится, когда появится сеть.'
              : 'Не удалось загрузить ленту.'}
        </p>
      ) : data.list.length === 0 ? (
        <p className="inline-state inline-state--center" role="status">
          В ленте пока ничего нет.
        </p>
      ) : (
        <>
          <ul className="card-grid community-feed__list" aria-label="Лента сообщества">
            {data.list.map((item) => (
              <li key={item.id} className="community-feed__item">
                <ContentCard card={{ ...item.card, type: { ...item.card.type, id: item.card.type.id ?? undefined } }} />
                <p className="community-feed__by">
                  {item.addedBy ? `${item.addedBy.name} ${item.addedBy.lastName}`.trim() : 'Участник'} ·{' '}
                  {formatDate(item.createdAt)}
                  {canRemove(item) && (
                    <button
                      type="button"
                      className="button button--quiet button--small"
                      onClick={() => void remove(item)}
                    >
                      Убрать
                    </button>
                  )}
                </p>
              </li>
            ))}
          </ul>
          {data.total > data.list.length && <MoreButton onMore={() => setPages(pages + 1)} />}
        </>
      )}
    </div>
  );
}
