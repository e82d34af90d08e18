// The panel's list: grouped 'Сегодня', 'Вчера', 'Ранее', with the next 20 loaded when the end
// scrolls into view, and the empty, loading, offline and error states.
import { useEffect, useRef } from 'react';
import { DAY_GROUP_LABELS, dayGroup } from '../../../sync/rules/notifications.ts';
import type { NotificationsModel } from './use-notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import type { NotificationItem as Item } from './notifications-api.ts';

const ORDER = ['today', 'yesterday', 'older'] as const;

function groupsOf(items: Item[], now: Date) {
  const groups = new Map<(typeof ORDER)[number], Item[]>();
  for (const item of items) {
    const g = dayGroup(item.createdAt, now);
    groups.set(g, [...(groups.get(g) ?? []), item]);
  }
  return ORDER.filter((g) => groups.has(g)).map((g) => ({ key: g, label: DAY_GROUP_LABELS[g], items: groups.get(g)! }));
}

interface Props {
  model: NotificationsModel;
  owner: string;
  scrollRoot: React.RefObject<HTMLElement | null>;
  onNavigate: () => void;
}

export function NotificationList({ model, owner, scrollRoot, onNavigate }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore } = model;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), {
      root: scrollRoot.current,
      rootMargin: '120px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loadMore, scrollRoot]);

  if (!model.ready)
    return (
      <div className="list-skeleton" aria-busy="true">
        <span />
        <span />
      </div>
    );
  if (!model.items.length) {
    if (model.load === 'loading')
      return (
        <div className="list-skeleton" aria-busy="true">
          <span />
          <span />
        </div>
      );
    if (!model.online)
      return <p className="notices__state">Нет подключения. Уведомления появятся, когда сеть вернётся</p>;
    if (model.load === 'error') return <p className="notices__state">Не удалось загрузить уведомления</p>;
    return <p className="notices__state">Уведомлений пока нет</p>;
  }
  return (
    <>
      {!model.online && <p className="notices__offline">Нет подключения. Показываем сохранённое на устройстве</p>}
      {groupsOf(model.items, new Date()).map((g) => (
        <section key={g.key} className="notices__group" aria-label={g.label}>
          <h3 className="notices__heading">{g.label}</h3>
          <ul className="notices__list">
            {g.items.map((item) => (
              <NotificationItem key={item.id} item={item} owner={owner} online={model.online} onNavigate={onNavigate} />
            ))}
          </ul>
        </section>
      ))}
      {hasMore && (
        <div ref={sentinel} className="notices__more" aria-busy={model.load === 'loading'}>
          {model.load === 'error' ? (
            <button type="button" className="button button--quiet button--small" onClick={() => void loadMore()}>
              Показать ещё
            </button>
          ) : (
            'Загружаем…'
          )}
        </div>
      )}
    </>
  );
}
