// A list of users (followers, following, blocked) in a section that opens on demand; each links to
// the profile, and an optional action sits beside it (e.g. 'Разблокировать'). The own profile's lists
// come from the device (pulled, offline too); another user's load from the server when opened.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { ApiError } from '../../lib/api-client.ts';

export interface ListedUser {
  id: number;
  name: string;
  avatar: string | null;
}

type ListState = { status: 'idle' | 'loading' | 'offline' | 'error' } | { status: 'ready'; list: ListedUser[] };

interface Props {
  title: string;
  count?: number | null;
  empty: string;
  /** The server's list, loaded when the section is opened. */
  load?: () => Promise<{ list: ListedUser[] }>;
  /** The device's list (undefined while the device answers): shown as it is. */
  items?: ListedUser[];
  action?: (u: ListedUser) => ReactNode;
}

export function UserListSection({ title, count, empty, load, items, action }: Props) {
  const [loaded, setLoaded] = useState<ListState>({ status: 'idle' });
  const state: ListState = load ? loaded : items ? { status: 'ready', list: items } : { status: 'loading' };
  const fetchList = () => {
    if (!load) return;
    setLoaded({ status: 'loading' });
    load()
      .then((page) => setLoaded({ status: 'ready', list: page.list }))
      .catch((e: unknown) =>
        setLoaded({ status: e instanceof ApiError && e.kind === 'network' ? 'offline' : 'error' }),
      );
  };
  const open = () => {
    if (loaded.status === 'loading' || loaded.status === 'ready') return;
    fetchList();
  };
  // A loaded list is read again when its count changes (a follow made on this screen), so the two agree.
  const seenCount = useRef(count);
  useEffect(() => {
    if (seenCount.current === count) return;
    seenCount.current = count;
    if (loaded.status === 'ready') fetchList();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the count's change asks again, not the list's own state
  }, [count]);
  return (
    <details className="card social-list" onToggle={(e) => e.currentTarget.open && open()}>
      <summary className="social-list__summary">
        {title}
        {typeof count === 'number' && <span className="social-list__count">{count}</span>}
      </summary>
      {state.status === 'loading' && <p className="inline-state">Загружаем…</p>}
      {state.status === 'offline' && <p className="inline-state">Список загрузится, когда появится сеть.</p>}
      {state.status === 'error' && <p className="inline-state">Не удалось загрузить список.</p>}
      {state.status === 'ready' && state.list.length === 0 && <p className="inline-state">{empty}</p>}
      {state.status === 'ready' && state.list.length > 0 && (
        <ul className="profile__social-list" aria-label={title}>
          {state.list.map((u) => (
            <li key={u.id} className="profile__social-item">
              <Link to="/profile/$id" params={{ id: String(u.id) }} className="social-list__user">
                <UserAvatar name={u.name} avatar={u.avatar} />
                <span>{u.name || 'Участник'}</span>
              </Link>
              {action?.(u)}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
