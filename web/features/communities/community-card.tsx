// One card of the communities catalogue: logo, name, member count, open or closed, and the
// viewer's state (owner, member, request sent, invited). The whole card links to the community.
import { Link } from '@tanstack/react-router';
import type { Community } from './community-api.ts';
import { CommunityLogo } from './community-logo.tsx';
import { STATE_LABELS, membersLabel } from './community-messages.ts';

/** `waiting`: the state an offline move of the viewer leads to, shown until the server answers. */
export function CommunityCard({
  community,
  waiting,
}: {
  community: Community;
  waiting?: Community['state'] | undefined;
}) {
  const shown = waiting ?? community.state;
  const state = STATE_LABELS[shown];
  return (
    <li className="community-card">
      <Link to="/community/{-$id}" params={{ id: String(community.id) }} className="community-card__link">
        <CommunityLogo name={community.name} logo={community.logo} />
        <span className="community-card__body">
          <span className="community-card__name">{community.name}</span>
          <span className="community-card__meta">
            {membersLabel(community.membersCount)} · {community.isClosed ? 'Закрытое' : 'Открытое'}
          </span>
          {state && <span className={`community-state community-state--${shown}`}>{state}</span>}
          {waiting && <span className="community-card__meta">Ожидает отправки</span>}
        </span>
      </Link>
    </li>
  );
}

export function CommunityCardSkeleton() {
  return (
    <li className="community-card community-card--skeleton" aria-hidden="true">
      <span className="community-card__link">
        <span className="community-logo community-skeleton" />
        <span className="community-card__body">
          <span className="community-skeleton community-skeleton--line" />
          <span className="community-skeleton community-skeleton--short" />
        </span>
      </span>
    </li>
  );
}
