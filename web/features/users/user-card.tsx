// One card of the users catalogue: avatar (or initials), name, participant type and city,
// the whole card linking to the public profile.
import { Link } from '@tanstack/react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import type { UserCard } from './users-api.ts';

export function UserCardView({ user }: { user: UserCard }) {
  const fullName = [user.name, user.lastName].filter(Boolean).join(' ');
  return (
    <li className="user-card">
      <Link to="/profile/$id" params={{ id: String(user.id) }} className="user-card__link">
        <UserAvatar name={user.name} lastName={user.lastName} avatar={user.avatar} size="large" />
        <span className="user-card__name">{fullName}</span>
        {user.type && <span className="user-card__type">{user.type.name}</span>}
        {user.city && <span className="user-card__city">{user.city.name}</span>}
      </Link>
    </li>
  );
}

export function UserCardSkeleton() {
  return (
    <li className="user-card user-card--skeleton" aria-hidden="true">
      <span className="user-card__skeleton-avatar" />
      <span className="user-card__skeleton-line" />
      <span className="user-card__skeleton-line user-card__skeleton-line--short" />
    </li>
  );
}
