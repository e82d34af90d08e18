// The header's bell of a signed-in user (loaded by notification-bell.tsx): an unread indicator, and the dropdown panel with the
// list and its settings. Opening the panel marks the notifications it shows read. Escape or a
// click outside closes it; focus returns to the bell.
import './notifications.css';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../components/layout/use-dismiss.ts';
import { BellIcon, SettingsIcon } from '../../components/ui/icons-bell.tsx';

// The panel's list and settings (with push subscription) load when the bell is first opened,
// so they are not on every page's first load.
const NotificationList = lazy(() => import('./notification-list.tsx').then((m) => ({ default: m.NotificationList })));
const NotificationSettings = lazy(() =>
  import('./notification-settings.tsx').then((m) => ({ default: m.NotificationSettings })),
);
import { useNotifications } from './use-notifications.ts';

function unreadLabel(n: number): string {
  return n > 0 ? `Уведомления, непрочитанных: ${n}` : 'Уведомления';
}

export function Bell({ owner }: { owner: string }) {
  const model = useNotifications(owner);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'list' | 'settings'>('list');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const { items, markRead, reload, online } = model;

  useDismiss(open, setOpen, root, button);

  // Opening shows the newest page; what the panel shows is read.
  useEffect(() => {
    if (open && online) void reload();
  }, [open, online, reload]);
  useEffect(() => {
    if (!open || view !== 'list') return;
    const unread = items.filter((n) => !n.isRead).map((n) => n.id);
    if (unread.length) void markRead(unread);
  }, [open, view, items, markRead]);

  return (
    <div className="bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unreadLabel(model.unread)}
        onClick={() => {
          setView('list');
          setOpen((o) => !o);
        }}
      >
        <BellIcon />
        {model.unread > 0 && (
          <span className="bell__dot" aria-hidden="true">
            {model.unread > 99 ? '99+' : model.unread}
          </span>
        )}
      </button>
      <div id={panelId} className="bell__panel" role="dialog" aria-label="Уведомления" hidden={!open}>
        <div className="bell__head">
          <h2 className="bell__title">{view === 'list' ? 'Уведомления' : 'Настройки уведомлений'}</h2>
          <button
            type="button"
            className="button button--quiet button--small bell__toggle"
            aria-pressed={view === 'settings'}
            onClick={() => setView((v) => (v === 'list' ? 'settings' : 'list'))}
          >
            {view === 'list' ? (
              <>
                <SettingsIcon /> <span>Настройки</span>
              </>
            ) : (
              'Назад'
            )}
          </button>
        </div>
        <div className="bell__scroll" ref={scroller}>
          {open && (
            <Suspense
              fallback={
                <p className="bell__loading" role="status">
                  Загружаем…
                </p>
              }
            >
              {view === 'list' ? (
                <NotificationList model={model} owner={owner} scrollRoot={scroller} onNavigate={() => setOpen(false)} />
              ) : (
                <NotificationSettings owner={owner} settings={model.settings} online={online} />
              )}
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
