// /profile: the signed-in user's own profile, or the editor with ?edit=true. A visitor who
// is not signed in is asked to sign in.
import './profile.css';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { named } from '../../components/account/profile-draft.ts';
import { PERSONAL_LINKS } from '../../components/layout/personal-links.ts';
import { UserIcon } from '../../components/ui/icons.tsx';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { signOut, useCurrentUser, type CurrentUser } from '../../lib/session.ts';
import type { Named, PublicUser } from './profile-api.ts';
import { ProfileEditor } from './profile-editor.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { SocialLinks } from './social-links.tsx';

/** The cached current user read as a profile. */
function asPublic(u: CurrentUser): PublicUser {
  return {
    id: u.id,
    name: u.name,
    lastName: u.lastName,
    avatar: u.avatar,
    coins: typeof u.coins === 'number' ? u.coins : 0,
    type: named(u.type),
    city: named(u.city),
    region: named(u.region),
    interests: Array.isArray(u.interests) ? u.interests.map(named).filter((x): x is Named => x !== null) : [],
    description: typeof u.description === 'string' ? u.description : null,
    workOrSchool: typeof u.workOrSchool === 'string' ? u.workOrSchool : null,
  };
}

/** `social` (collections, followers, blocked users) is composed in by the route. */
export function ProfilePage({ edit, social }: { edit: boolean; social?: ReactNode }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (user === undefined)
    return (
      <div className="container page">
        <div className="list-skeleton" aria-busy="true" aria-label="Загружаем профиль">
          <span />
          <span />
          <span />
        </div>
      </div>
    );
  if (user === null) {
    return (
      <section className="state-card" aria-labelledby="profile-guest-title">
        <div className="state-card__icon" aria-hidden="true">
          <UserIcon />
        </div>
        <h1 id="profile-guest-title" className="state-card__title">
          Профиль
        </h1>
        <p className="state-card__text">Войди или зарегистрируйся, чтобы видеть свой профиль, баллы и значки.</p>
        <button type="button" className="button button--primary" onClick={() => openAuthModal('login')}>
          Войти
        </button>
      </section>
    );
  }
  if (edit)
    return (
      <div className="container page">
        <ProfileEditor key={user.id} user={user} />
      </div>
    );
  return (
    <div className="container page">
      <ProfileSummary
        user={asPublic(user)}
        actions={
          <>
            <Link to="/profile" search={{ edit: true }} className="button button--primary button--small">
              Редактировать профиль
            </Link>
            <a href="#badge" className="button button--secondary button--small">
              Значки
            </a>
            {PERSONAL_LINKS.map((l) => (
              <Link key={l.to} to={l.to} className="button button--secondary button--small">
                {l.label}
              </Link>
            ))}
            <Link
              to="/community/{-$id}"
              params={{ id: undefined }}
              search={{ membership: 'my' }}
              className="button button--secondary button--small"
            >
              Мои сообщества
            </Link>
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => void signOut().then(() => navigate({ to: '/' }))}
            >
              Выйти
            </button>
          </>
        }
      >
        <SocialLinks user={user} />
        {social}
      </ProfileSummary>
    </div>
  );
}
