// One notification in the panel: who or what (avatar, badge picture or community logo), the title,
// the text, the DD.MM date, a link to where it happened, and 'Принять' / 'Отклонить' for a
// community request or invitation (they need the network; on success the buttons go).
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatNotificationDate } from '../../lib/format.ts';
import { answerCommunity, type NotificationItem as Item } from './notifications-api.ts';
import { settleActionOnDevice } from './local-store.ts';
import { isOffline } from '../../lib/reachability.ts';

const NEEDS_NETWORK = 'Принять или отклонить можно только при подключении к сети.';
const ANSWER_FAILED = 'Не удалось ответить. Попробуй ещё раз';

function Picture({ item }: { item: Item }) {
  const src = item.badge?.image ?? item.communityFrom?.logo ?? null;
  if (src && src.startsWith('/')) return <img className="notice__picture" src={src} alt="" width={40} height={40} />;
  if (item.userFrom) return <UserAvatar name={item.userFrom.name} avatar={item.userFrom.avatar} />;
  return (
    <span className="notice__picture notice__picture--kind" aria-hidden="true">
      {item.type.label.slice(0, 1)}
    </span>
  );
}

interface Props {
  item: Item;
  owner: string;
  online: boolean;
  onNavigate: () => void;
}

export function NotificationItem({ item, owner, online, onNavigate }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const open = () => {
    if (!item.link) return;
    onNavigate();
    if (item.link.startsWith('#')) window.location.hash = item.link.slice(1);
    else void router.navigate({ to: item.link });
  };
  const answer = async (accept: boolean) => {
    if (!online) return setMessage(NEEDS_NETWORK);
    setBusy(true);
    setMessage(null);
    try {
      await answerCommunity(item, accept);
      await settleActionOnDevice(owner, item.id);
    } catch {
      setMessage(!isOffline() ? ANSWER_FAILED : NEEDS_NETWORK);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`notice${item.isRead ? '' : ' notice--unread'}`}>
      <Picture item={item} />
      <div className="notice__body">
        {item.link ? (
          <a
            className="notice__title"
            href={item.link.startsWith('#') ? `${window.location.pathname}${item.link}` : item.link}
            onClick={(e) => {
              e.preventDefault();
              open();
            }}
          >
            {item.title}
          </a>
        ) : (
          <p className="notice__title">{item.title}</p>
        )}
        {item.text && <p className="notice__text">{item.text}</p>}
        <p className="notice__meta">
          <span>{item.type.label}</span>
          <time dateTime={item.createdAt}>{formatNotificationDate(item.createdAt)}</time>
          {!item.isRead && <span className="visually-hidden">Новое</span>}
        </p>
        {item.withAction && (
          <div className="notice__actions">
            <button
              type="button"
              className="button button--primary button--small"
              disabled={busy}
              onClick={() => void answer(true)}
            >
              Принять
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() => void answer(false)}
            >
              Отклонить
            </button>
          </div>
        )}
        {message && (
          <p className="notice__error" role="alert">
            {message}
          </p>
        )}
      </div>
    </li>
  );
}
