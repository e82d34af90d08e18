// A profile's 'Подписаться' / 'Отписаться' and 'Заблокировать' / 'Разблокировать', with the counts of
// followers and following. Works offline (the outbox sends it); blocking asks first, because it also
// ends following both ways.
import { useState } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { requireAuth } from '../../lib/auth-modal.ts';
import { formatCount } from '../../lib/format.ts';
import { useRelations } from './use-relations.ts';

const FOLLOWERS = ['подписчик', 'подписчика', 'подписчиков'] as const;

export function RelationButtons({ userId }: { userId: number }) {
  const r = useRelations(userId);
  const [confirm, setConfirm] = useState(false);
  const online = useOnline();
  if (r.self) return null;
  const followersCount = r.server ? r.server.followersCount : null;
  return (
    <>
      {followersCount !== null && <span className="profile__count">{formatCount(followersCount, FOLLOWERS)}</span>}
      {!r.blocked && !r.server?.hasBlockedMe && (
        <button
          type="button"
          className={`button button--small ${r.following ? 'button--secondary' : 'button--primary'}`}
          aria-pressed={r.following}
          onClick={() => (r.signedIn ? void r.follow(!r.following) : requireAuth())}
        >
          {r.following ? 'Отписаться' : 'Подписаться'}
        </button>
      )}
      {r.signedIn && (
        <button
          type="button"
          className="button button--quiet button--small"
          onClick={() => (r.blocked ? void r.block(false) : setConfirm(true))}
        >
          {r.blocked ? 'Разблокировать' : 'Заблокировать'}
        </button>
      )}
      {r.pending && !online && <span className="profile__pending">Отправится при подключении</span>}
      {r.error && (
        <p className="field__error profile__relation-error" role="alert">
          {r.error}
        </p>
      )}
      {confirm && (
        <Dialog title="Заблокировать пользователя?" onClose={() => setConfirm(false)} contentKey="block-confirm">
          <p className="popup__text">
            Он не сможет комментировать твои материалы и ставить им лайки, а подписки между вами отменятся. Его
            комментарии будут скрыты.
          </p>
          <div className="comments__form-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setConfirm(false);
                void r.block(true);
              }}
            >
              Заблокировать
            </button>
            <button type="button" className="button button--quiet" onClick={() => setConfirm(false)}>
              Отмена
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
