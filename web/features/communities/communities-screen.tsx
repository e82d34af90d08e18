// /community: the catalogue of communities with search and the tabs 'Все сообщества', 'Мои
// сообщества', 'Приглашения' and 'Мои заявки'. Lists are kept on the device, so the user's own
// communities stay readable offline once seen. Bloggers, scientists, teachers and staff may create one.
import './communities.css';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { useState, type FormEvent } from 'react';
import { COMMUNITY_CATALOG_PAGE_SIZE, type CommunityMembershipFilter } from '../../../sync/rules/communities.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { fetchCatalog, type CatalogFilter, type Community } from './community-api.ts';
import { CommunityCard, CommunityCardSkeleton } from './community-card.tsx';
import { CommunityEditor } from './community-editor.tsx';
import { OFFLINE_NOTE } from './community-messages.ts';
import { mayCreate } from './may-create.ts';
import { useWaitingMoves } from './own-moves.ts';
import { useStoredQuery } from './use-stored-query.ts';
import type { Paged } from '../../lib/stored-resource.ts';

const TABS: { value: CommunityMembershipFilter; label: string; signedIn: boolean }[] = [
  { value: 'all', label: 'Все сообщества', signedIn: false },
  { value: 'my', label: 'Мои сообщества', signedIn: true },
  { value: 'invited', label: 'Приглашения', signedIn: true },
  { value: 'requested', label: 'Мои заявки', signedIn: true },
];

const EMPTY: Record<CommunityMembershipFilter, string> = {
  all: 'Сообществ пока нет.',
  my: 'Ты пока не состоишь ни в одном сообществе. Найди интересное во вкладке «Все сообщества».',
  invited: 'Приглашений нет.',
  requested: 'Заявок, ждущих решения, нет.',
};

interface Props {
  filter: CatalogFilter;
  onFilter: (next: CatalogFilter) => void;
  onOpen: (id: number) => void;
}

export function CommunitiesScreen({ filter, onFilter, onOpen }: Props) {
  const user = useCurrentUser();
  const [pages, setPages] = useState(1);
  const waiting = useWaitingMoves(user?.id ?? null);
  const limit = pages * COMMUNITY_CATALOG_PAGE_SIZE;
  const key = `community:${user?.id ?? 'guest'}:catalog:${filter.membership}:${filter.search ?? ''}:${limit}`;
  const { data, network } = useStoredQuery<Paged<Community>>(
    key,
    (signal) => fetchCatalog(filter, limit, 0, signal),
    user !== undefined,
  );
  return (
    <CommunitiesView
      {...{ filter, onFilter, onOpen, user, data, network, waiting }}
      onMore={() => setPages(pages + 1)}
      onFirstPage={() => setPages(1)}
    />
  );
}

interface ViewProps extends Props {
  user: ReturnType<typeof useCurrentUser>;
  /** undefined while the device answers, null when never stored. */
  data: Paged<Community> | null | undefined;
  network: string;
  waiting: ReturnType<typeof useWaitingMoves>;
  onMore: () => void;
  /** A new search or tab starts from the first page. */
  onFirstPage: () => void;
}

/** The catalogue as drawn, also by the server's first screen (web/ssr/item-pages.tsx), as a guest sees it. */
export function CommunitiesView({
  filter,
  onFilter,
  onOpen,
  user,
  data,
  network,
  waiting,
  onMore,
  onFirstPage,
}: ViewProps) {
  const [text, setText] = useState(filter.search ?? '');
  const [creating, setCreating] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFirstPage();
    onFilter({ ...filter, search: text.trim() || undefined });
  };
  const tabs = TABS.filter((t) => !t.signedIn || user);
  return (
    <div className="container page communities">
      <div className="communities__head">
        <h1>Сообщества</h1>
        {user && mayCreate(user) && !creating && (
          <button type="button" className="button button--accent" onClick={() => setCreating(true)}>
            Создать сообщество
          </button>
        )}
      </div>
      {creating && <CommunityEditor onDone={(created) => (created ? onOpen(created.id) : setCreating(false))} />}
      <form className="communities__search" role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="community-search">
          Поиск сообществ
        </label>
        <input
          id="community-search"
          className="field__control"
          type="search"
          value={text}
          maxLength={100}
          placeholder="Название сообщества"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          Найти
        </button>
      </form>
      <nav className="communities__tabs" aria-label="Какие сообщества показать">
        {tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            className="chip"
            aria-pressed={t.value === filter.membership}
            onClick={() => {
              onFirstPage();
              onFilter({ ...filter, membership: t.value });
            }}
          >
            {t.label}
          </button>
        ))}
      </nav>
      {network === 'offline' && data && (
        <p className="inline-state" role="status">
          {OFFLINE_NOTE}
        </p>
      )}
      {data === undefined || (data === null && network === 'loading') ? (
        <ul className="community-grid" aria-busy="true" aria-label="Загрузка">
          {Array.from({ length: 6 }, (_, i) => (
            <CommunityCardSkeleton key={i} />
          ))}
        </ul>
      ) : !data ? (
        <p className="inline-state inline-state--center" role="status">
          {network === 'offline'
            ? 'Нет подключения. Этот список загрузится, когда появится сеть.'
            : 'Не удалось загрузить сообщества. Попробуй позднее.'}
        </p>
      ) : data.list.length === 0 ? (
        <p className="inline-state inline-state--center" role="status">
          {filter.search ? 'Ничего не нашли. Попробуй изменить запрос.' : EMPTY[filter.membership]}
        </p>
      ) : (
        <>
          <ul className="community-grid">
            {data.list.map((c) => (
              <CommunityCard key={c.id} community={c} waiting={waiting.get(c.id)} />
            ))}
          </ul>
          {data.total > data.list.length && <MoreButton onMore={onMore} />}
        </>
      )}
    </div>
  );
}
