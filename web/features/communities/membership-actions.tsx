// The viewer's buttons on a community page, in the right state: join (open), request (closed),
// cancel the request, accept or reject an invitation, leave. The owner sees a note instead of
// 'Выйти': they hand the community over or delete it first. Own moves are offline actions.
import { useState } from 'react';
import { requireAuth } from '../../lib/auth-modal.ts';
import { answerInvite, type Community } from './community-api.ts';
import { communityError } from './community-messages.ts';
import { runOwnMove, type OwnMove } from './own-moves.ts';

interface Props {
  community: Community;
  /** The state shown: a waiting offline move's, else the server's. */
  state: Community['state'];
  waiting: boolean;
  viewerId: number | null;
  onChanged: () => void;
}

export function MembershipActions({ community, state, waiting, viewerId, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await action());
      onChanged();
    } catch (e) {
      setMessage(communityError(e));
    } finally {
      setBusy(false);
    }
  };
  const own = (move: OwnMove) => () => {
    if (viewerId === null) return requireAuth();
    void run(() => runOwnMove(move, community.id, viewerId));
  };
  const invite = (accept: boolean) => () =>
    community.inviteId !== null &&
    void run(async () => {
      await answerInvite(community.inviteId as number, accept);
      return null;
    });
  const button = (label: string, onClick: () => void, kind = 'primary') => (
    <button type="button" className={`button button--${kind}`} disabled={busy} onClick={onClick}>
      {label}
    </button>
  );
  let buttons;
  switch (state) {
    case 'guest':
    case 'none':
      buttons = community.isClosed
        ? button('Подать заявку', own('request'))
        : button('Вступить', own('join'), 'accent');
      break;
    case 'requested':
      buttons = (
        <>
          {button('Отменить заявку', own('request-cancel'), 'secondary')}
          <span className="community-actions__note">Заявка ждёт решения владельца</span>
        </>
      );
      break;
    case 'invited':
      buttons = (
        <>
          {button('Принять', invite(true), 'accent')}
          {button('Отклонить', invite(false), 'secondary')}
        </>
      );
      break;
    case 'member':
      buttons = button('Выйти из сообщества', own('leave'), 'secondary');
      break;
    case 'owner':
      buttons = (
        <span className="community-actions__note">
          Ты владелец. Чтобы выйти, передай сообщество другому участнику или удали его.
        </span>
      );
  }
  return (
    <div className="community-actions">
      {buttons}
      {waiting && <span className="community-actions__note">Ожидает отправки</span>}
      {message && (
        <p className="community-actions__message" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
