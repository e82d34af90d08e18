// The owner's pending join requests with 'Принять' and 'Отклонить'. Online only.
import { useState } from 'react';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatDate } from '../../lib/format.ts';
import { decideRequest, fetchRequests, type Community } from './community-api.ts';
import { ownerAction, useOwnerList } from './use-owner-list.ts';

export function OwnerRequests({ community, onChanged }: { community: Community; onChanged: () => void }) {
  const { list, error, reload } = useOwnerList((s) => fetchRequests(community.id, s), `requests:${community.id}`);
  const [message, setMessage] = useState<string | null>(null);
  const decide = async (id: number, name: string, approve: boolean) => {
    setMessage(
      await ownerAction(
        () => decideRequest(id, approve),
        approve ? `${name} принят(а) в сообщество` : `Заявка ${name} отклонена`,
      ),
    );
    reload();
    onChanged();
  };
  if (error)
    return (
      <p className="inline-state" role="status">
        {error}
      </p>
    );
  if (!list) return <div className="list-skeleton" aria-busy="true" />;
  return (
    <div className="owner-requests">
      {message && (
        <p className="community-actions__message" role="status">
          {message}
        </p>
      )}
      {list.length === 0 ? (
        <p className="inline-state inline-state--center">Новых заявок нет.</p>
      ) : (
        <ul className="member-list" aria-label="Заявки на вступление">
          {list.map((r) => {
            const name = `${r.user.name} ${r.user.lastName}`.trim();
            return (
              <li key={r.id} className="member-row">
                <UserAvatar name={r.user.name} lastName={r.user.lastName} avatar={r.user.avatar} />
                <span className="member-row__name">{name}</span>
                <span className="member-row__role">{formatDate(r.createdAt)}</span>
                <span className="member-row__tools">
                  <button
                    type="button"
                    className="button button--primary button--small"
                    aria-label={`Принять заявку ${name}`}
                    onClick={() => void decide(r.id, name, true)}
                  >
                    Принять
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Отклонить заявку ${name}`}
                    onClick={() => void decide(r.id, name, false)}
                  >
                    Отклонить
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
