// The owner's invitations: find a user by name and invite them; pending invitations with
// 'Отозвать'. Online only.
import { useEffect, useState } from 'react';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { fetchInvites, inviteUser, revokeInvite, type Community } from './community-api.ts';
import { ownerAction, useOwnerList } from './use-owner-list.ts';

type Found = ApiResponse<'/user'>['list'][number];

export function OwnerInvites({ community }: { community: Community }) {
  const { list, error, reload } = useOwnerList((s) => fetchInvites(community.id, s), `invites:${community.id}`);
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) return setFound([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<ApiResponse<'/user'>>('/user', { query: { search: query, limit: 8 }, signal: controller.signal })
        .then((res) => setFound(res.list))
        .catch(() => setFound([]));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  const act = async (action: () => Promise<unknown>, done: string) => {
    setMessage(await ownerAction(action, done));
    reload();
  };
  return (
    <div className="owner-invites">
      <div className="field">
        <label className="field__label" htmlFor="invite-search">
          Пригласить пользователя
        </label>
        <input
          id="invite-search"
          className="field__control"
          type="search"
          placeholder="Имя или фамилия"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {message && (
        <p className="community-actions__message" role="status">
          {message}
        </p>
      )}
      {found.length > 0 && (
        <ul className="member-list" aria-label="Найденные пользователи">
          {found.map((u) => {
            const name = `${u.name} ${u.lastName ?? ''}`.trim();
            return (
              <li key={u.id} className="member-row">
                <UserAvatar name={u.name} lastName={u.lastName} avatar={u.avatar} />
                <span className="member-row__name">{name}</span>
                <span className="member-row__tools">
                  <button
                    type="button"
                    className="button button--primary button--small"
                    aria-label={`Пригласить ${name}`}
                    onClick={() => void act(() => inviteUser(community.id, u.id), `Приглашение отправлено: ${name}`)}
                  >
                    Пригласить
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <h2 className="owner-invites__title">Ждут ответа</h2>
      {error ? (
        <p className="inline-state" role="status">
          {error}
        </p>
      ) : !list ? (
        <div className="list-skeleton" aria-busy="true" />
      ) : list.length === 0 ? (
        <p className="inline-state">Приглашений, ждущих ответа, нет.</p>
      ) : (
        <ul className="member-list" aria-label="Отправленные приглашения">
          {list.map((i) => {
            const name = `${i.user.name} ${i.user.lastName}`.trim();
            return (
              <li key={i.id} className="member-row">
                <UserAvatar name={i.user.name} lastName={i.user.lastName} avatar={i.user.avatar} />
                <span className="member-row__name">{name}</span>
                <span className="member-row__tools">
                  <button
                    type="button"
                    className="button button--quiet button--small"
                    onClick={() => void act(() => revokeInvite(i.id), `Приглашение для ${name} отозвано`)}
                  >
                    Отозвать
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
