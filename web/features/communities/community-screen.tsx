// /community/{id}: the header (cover, logo, name, description, members), the viewer's membership
// buttons, and tabs: the feed, the members and, for the owner, requests, invitations and settings.
// Read from the device first, so a community once opened stays readable offline.
import './communities.css';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/session.ts';
import { fetchCommunity, type Community } from './community-api.ts';
import { CommunityFeed } from './community-feed.tsx';
import { CommunityLogo } from './community-logo.tsx';
import { CommunityMembers } from './community-members.tsx';
import { OFFLINE_NOTE, STATE_LABELS, communityError, membersLabel } from './community-messages.ts';
import { CommunitySettings } from './community-settings.tsx';
import { MembershipActions } from './membership-actions.tsx';
import { OwnerInvites } from './owner-invites.tsx';
import { OwnerRequests } from './owner-requests.tsx';
import { communityKey, useWaitingMove } from './own-moves.ts';
import { useStoredQuery } from './use-stored-query.ts';

type Tab = 'feed' | 'members' | 'requests' | 'invites' | 'settings';
const TAB_LABELS: Record<Tab, string> = {
  feed: 'Лента',
  members: 'Участники',
  requests: 'Заявки',
  invites: 'Приглашения',
  settings: 'Настройки',
};

/** Also drawn by the server's first screen (web/ssr/item-pages.tsx). */
export function CommunityHeader({ community, shownState }: { community: Community; shownState: Community['state'] }) {
  const state = STATE_LABELS[shownState];
  return (
    <header className="community-header">
      <div className="community-header__cover">
        {community.cover && <img src={community.cover} alt="" width={1200} height={300} decoding="async" />}
      </div>
      <div className="community-header__main">
        <CommunityLogo name={community.name} logo={community.logo} size={96} />
        <div className="community-header__text">
          <h1 className="community-header__name">{community.name}</h1>
          <p className="community-header__meta">
            {community.isClosed ? 'Закрытое сообщество' : 'Открытое сообщество'} ·{' '}
            {membersLabel(community.membersCount)}
            {state && <span className={`community-state community-state--${shownState}`}>{state}</span>}
          </p>
        </div>
      </div>
      {community.description && <p className="community-header__description">{community.description}</p>}
      <p className="community-header__owner">
        Владелец: {`${community.owner.name} ${community.owner.lastName}`.trim()}
      </p>
    </header>
  );
}

export function CommunityScreen({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const user = useCurrentUser();
  const viewerId = user?.id ?? null;
  const [tab, setTab] = useState<Tab>('feed');
  const {
    data: community,
    network,
    error,
    reload,
  } = useStoredQuery<Community>(communityKey(viewerId, id), (s) => fetchCommunity(id, s), user !== undefined);
  const waitingState = useWaitingMove(viewerId, id, reload);
  if (community === undefined || (community === null && network === 'loading')) {
    return (
      <div className="container page community" aria-busy="true">
        <div className="community-header community-skeleton community-skeleton--header" />
      </div>
    );
  }
  if (!community) {
    const text =
      network === 'offline'
        ? 'Нет подключения. Это сообщество ещё не открывалось на устройстве.'
        : error
          ? communityError(error)
          : 'Не удалось загрузить сообщество.';
    return (
      <div className="container page community">
        <p className="inline-state inline-state--center" role="status">
          {text}
        </p>
      </div>
    );
  }
  const shownState = waitingState ?? community.state;
  const isOwner = community.state === 'owner';
  const tabs: Tab[] = isOwner ? ['feed', 'members', 'requests', 'invites', 'settings'] : ['feed', 'members'];
  return (
    <div className="container page community">
      {network === 'offline' && (
        <p className="inline-state" role="status">
          {OFFLINE_NOTE}
        </p>
      )}
      <CommunityHeader community={community} shownState={shownState} />
      <MembershipActions
        community={community}
        state={shownState}
        waiting={waitingState !== undefined}
        viewerId={viewerId}
        onChanged={reload}
      />
      <div className="community-tabs" role="tablist" aria-label="Разделы сообщества">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`community-tab-${t}`}
            aria-selected={tab === t}
            aria-controls="community-panel"
            className="community-tabs__tab"
            onClick={() => setTab(t)}
          >
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <section
        id="community-panel"
        role="tabpanel"
        aria-labelledby={`community-tab-${tab}`}
        className="community-panel"
      >
        {tab === 'feed' && <CommunityFeed community={community} viewerId={viewerId} />}
        {tab === 'members' && <CommunityMembers community={community} viewerId={viewerId} onChanged={reload} />}
        {tab === 'requests' && isOwner && <OwnerRequests community={community} onChanged={reload} />}
        {tab === 'invites' && isOwner && <OwnerInvites community={community} />}
        {tab === 'settings' && isOwner && (
          <CommunitySettings community={community} onSaved={reload} onDeleted={onDeleted} />
        )}
      </section>
    </div>
  );
}
