// A profile as others see it: avatar, name, participant type, points, place, school,
// about and interests, each part only when the server gave it to this viewer.
// Used by the own profile and by /profile/$id.
import type { ReactNode } from 'react';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatCount } from '../../lib/format.ts';
import type { PublicUser } from './profile-api.ts';

export function ProfileSummary({
  user,
  actions,
  children,
}: {
  user: PublicUser;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const place = [user.city?.name, user.region?.name].filter(Boolean).join(', ');
  // Places and school come only to the user and staff; for others the server leaves them out.
  const showsPlaces = 'city' in user || 'workOrSchool' in user;
  return (
    <div className="profile">
      <section className="card profile__head" aria-labelledby="profile-name">
        <UserAvatar name={user.name} lastName={user.lastName} avatar={user.avatar} size="large" />
        <div className="profile__who">
          <h1 id="profile-name" className="profile__name">
            {[user.name, user.lastName].filter(Boolean).join(' ') || 'Участник'}
          </h1>
          {user.type && <p className="profile__type">{user.type.name}</p>}
          <p className="profile__coins">{formatCount(user.coins, ['балл', 'балла', 'баллов'])}</p>
        </div>
        {actions && <div className="profile__actions">{actions}</div>}
      </section>
      {(showsPlaces || user.interests) && (
        <section className="card profile__info" aria-label="О участнике">
          {showsPlaces && (
            <dl className="profile__facts">
              <div>
                <dt>Город и регион</dt>
                <dd>{place || 'Не указаны'}</dd>
              </div>
              <div>
                <dt>Место учёбы или работы</dt>
                <dd>{user.workOrSchool || 'Не указано'}</dd>
              </div>
            </dl>
          )}
          {user.interests && (
            <>
              <h2 className="profile__subtitle">О себе</h2>
              <p className="profile__about">{user.description || 'Пока ничего не рассказано'}</p>
              <h2 className="profile__subtitle">Интересы</h2>
              {user.interests.length ? (
                <ul className="profile__interests">
                  {user.interests.map((i) => (
                    <li key={i.id} className="chip chip--static">
                      {i.name}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="profile__about">Интересы не выбраны</p>
              )}
            </>
          )}
        </section>
      )}
      {children}
    </div>
  );
}
