// /users: the members catalogue. Cards come in pages of 24 ('Показать ещё' adds the next
// page); each page is kept on the device, so a list seen once stays readable offline.
import './users.css';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { useState, type ReactNode } from 'react';
import { useStoredPage } from '../../lib/stored-resource.ts';
import { UserCardSkeleton, UserCardView } from './user-card.tsx';
import { USERS_PAGE_SIZE, fetchUsersPage, usersKey, type UserCard, type UsersFilter } from './users-api.ts';
import { UsersFilters } from './users-filters.tsx';

const OFFLINE = 'Нет подключения. Показываем сохранённое на устройстве.';

function Skeletons({ count }: { count: number }) {
  return (
    <ul className="users-grid" aria-busy="true" aria-label="Загрузка">
      {Array.from({ length: count }, (_, i) => (
        <UserCardSkeleton key={i} />
      ))}
    </ul>
  );
}

/** One page's cards. */
export function UsersGrid({ users }: { users: UserCard[] }) {
  return (
    <ul className="users-grid">
      {users.map((u) => (
        <UserCardView key={u.id} user={u} />
      ))}
    </ul>
  );
}

interface ChunkProps {
  filter: UsersFilter;
  page: number;
  isLast: boolean;
  onMore: () => void;
}

/** Page `page` of the list; the last page also shows the states and the 'more' button. */
function UsersChunk({ filter, page, isLast, onMore }: ChunkProps) {
  const { stored, network } = useStoredPage(usersKey(filter), page, (signal) => fetchUsersPage(filter, page, signal));
  if (stored === undefined || (stored === null && network === 'loading'))
    return <Skeletons count={page === 0 ? 8 : 4} />;
  if (!stored) {
    if (page > 0)
      return (
        <p className="inline-state" role="status">
          {network === 'offline' ? OFFLINE : 'Не удалось загрузить. Попробуй позднее.'}
        </p>
      );
    return (
      <p className="inline-state inline-state--center" role="status">
        {network === 'offline'
          ? 'Нет подключения. Список участников загрузится, когда появится сеть.'
          : 'Не удалось загрузить участников. Попробуй позднее.'}
      </p>
    );
  }
  if (page === 0 && stored.list.length === 0) {
    return (
      <p className="inline-state inline-state--center" role="status">
        {filter.search || filter.type
          ? 'Никого не нашли. Попробуй изменить запрос или фильтр.'
          : 'Здесь пока никого нет.'}
      </p>
    );
  }
  const hasMore = (page + 1) * USERS_PAGE_SIZE < stored.total;
  return (
    <>
      {page === 0 && network === 'offline' && (
        <p className="inline-state" role="status">
          {OFFLINE}
        </p>
      )}
      <UsersGrid users={stored.list} />
      {isLast && hasMore && <MoreButton onMore={onMore} />}
    </>
  );
}

interface UsersScreenProps {
  filter: UsersFilter;
  onFilter: (next: UsersFilter) => void;
}

export function UsersScreen({ filter, onFilter }: UsersScreenProps) {
  const key = usersKey(filter);
  const [shown, setShown] = useState({ key, pages: 1 });
  // A new query starts from its first page again.
  const pages = shown.key === key ? shown.pages : 1;
  return (
    <UsersView filter={filter} onFilter={onFilter}>
      {Array.from({ length: pages }, (_, page) => (
        <UsersChunk
          key={`${key}#${page}`}
          filter={filter}
          page={page}
          isLast={page === pages - 1}
          onMore={() => setShown({ key, pages: pages + 1 })}
        />
      ))}
    </UsersView>
  );
}

/**
 * The catalogue's frame: heading, filters and the cards given as children. The server's first screen
 * (web/ssr/users-page.tsx) gives it the first page's cards, as a guest sees them.
 */
export function UsersView({ filter, onFilter, children }: UsersScreenProps & { children: ReactNode }) {
  return (
    <div className="container page users">
      <h1>Участники</h1>
      <UsersFilters filter={filter} onChange={onFilter} />
      {children}
    </div>
  );
}
