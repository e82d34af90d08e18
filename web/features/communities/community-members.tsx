// Members of a community: avatar, name, role. The owner also grants the right to post, hands the
// community over, and removes members; these need the network and say so when it is missing.
import { useState } from 'react';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import type { Paged } from '../../lib/stored-resource.ts';
import { COMMUNITY_MEMBERS_PAGE_SIZE } from '../../../sync/rules/communities.ts';
import {
  fetchMembers,
  removeMember,
  setCanPost,
  transferOwnership,
  type Community,
  type Member,
} from './community-api.ts';
import { OFFLINE_NOTE, OWNER_NEEDS_NETWORK, communityError } from './community-messages.ts';
import { useStoredQuery } from './use-stored-query.ts';
import { isOffline } from '../../lib/reachability.ts';

export function CommunityMembers({
  community,
  viewerId,
  onChanged,
}: {
  community: Community;
  viewerId: number | null;
  onChanged: () => void;
}) {
  const [pages, setPages] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const limit = pages * COMMUNITY_MEMBERS_PAGE_SIZE;
  const key = `community:${viewerId ?? 'guest'}:members:${community.id}:${limit}`;
  const { data, network, error, reload } = useStoredQuery<Paged<Member>>(key, (s) =>
    fetchMembers(community.id, limit, 0, s),
  );
  const isOwner = community.state === 'owner';
  const act = async (action: () => Promise<unknown>, done: string) => {
    setMessage(null);
    if (isOffline()) return setMessage(OWNER_NEEDS_NETWORK);
    try {
      await action();
      setMessage(done);
      reload();
      onChanged();
    } catch (e) {
      setMessage(communityError(e));
    }
  };
  if (data === undefined || (data === null && network === 'loading'))
    return <div className="list-skeleton" aria-busy="true" />;
  if (!data)
    return (
      <p className="inline-state inline-state--center" role="status">
        {error ? communityError(error) : 'Нет подключения. Список загрузится, когда появится сеть.'}
      </p>
    );
  return (
    <div className="community-members">
      {network === 'offline' && (
        <p className="inline-state" role="status">
          {isOwner ? `${OFFLINE_NOTE} ${OWNER_NEEDS_NETWORK}` : OFFLINE_NOTE}
        </p>
      )}
      {message && (
        <p className="community-actions__message" role="status">
          {message}
        </p>
      )}
      <ul className="member-list">
        {data.list.map((m) => {
          const fullName = `${m.user.name} ${m.user.lastName}`.trim();
          return (
            <li key={m.user.id} className="member-row">
              <UserAvatar name={m.user.name} lastName={m.user.lastName} avatar={m.user.avatar} />
              <span className="member-row__name">{fullName}</span>
              <span className="member-row__role">
                {m.role === 'owner' ? 'Владелец' : m.canPost ? 'Может публиковать' : 'Участник'}
              </span>
              {isOwner && m.role !== 'owner' && (
                <span className="member-row__tools">
                  <button
                    type="button"
                    className="button button--quiet button--small"
                    onClick={() =>
                      void act(
                        () => setCanPost(community.id, m.user.id, !m.canPost),
                        m.canPost ? `${fullName} больше не может публиковать` : `${fullName} может публиковать в ленте`,
                      )
                    }
                  >
                    {m.canPost ? 'Запретить публикации' : 'Разрешить публикации'}
                  </button>
                  <button
                    type="button"
                    className="button button--quiet button--small"
                    onClick={() =>
                      void act(() => transferOwnership(community.id, m.user.id), `Теперь владелец — ${fullName}`)
                    }
                  >
                    Передать владение
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Исключить ${fullName}`}
                    onClick={() =>
                      void act(() => removeMember(community.id, m.user.id), `${fullName} исключён(а) из сообщества`)
                    }
                  >
                    Исключить
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {data.total > data.list.length && <MoreButton onMore={() => setPages(pages + 1)} />}
    </div>
  );
}
