// The header's user area: 'Войти' while signed out; signed in, the avatar with initials and
// the name, which open a small menu with the profile link and 'Выйти'. Signing out keeps the
// outbox (queued actions stay with their owner).
import './user-area.css';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { track } from '../lib/analytics.ts';
import { openAuthModal } from '../lib/auth-modal.ts';
import { signOut, useCurrentUser } from '../lib/session.ts';
import { PERSONAL_LINKS } from './layout/personal-links.ts';
import { useDismiss } from './layout/use-dismiss.ts';
import { UserAvatar } from './user-avatar.tsx';

export function UserArea() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useDismiss(open, setOpen, root);

  if (!user) {
    // A real link (works without scripts); with them the modal opens over the current page.
    return (
      <Link
        to="/"
        search={{ auth: 'login' }}
        className="button button--primary button--small header__login"
        onClick={(e) => {
          e.preventDefault();
          track('login_click');
          openAuthModal('login');
        }}
      >
        Войти
      </Link>
    );
  }
  const fullName = [user.name, user.lastName].filter(Boolean).join(' ') || 'Мой профиль';
  return (
    <div className="user-area" ref={root}>
      <button
        type="button"
        className="user-area__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Меню пользователя: ${fullName}`}
        onClick={() => setOpen((o) => !o)}
      >
        <UserAvatar name={user.name} lastName={user.lastName} avatar={user.avatar} />
        <span className="user-area__name">{user.name || 'Профиль'}</span>
      </button>
      <div id={menuId} className="user-area__menu" hidden={!open}>
        <Link
          to="/profile"
          className="user-area__item"
          onClick={() => {
            track('profile_click');
            setOpen(false);
          }}
        >
          {fullName}
        </Link>
        {PERSONAL_LINKS.map((l) => (
          <Link key={l.to} to={l.to} className="user-area__item" onClick={() => setOpen(false)}>
            {l.label}
          </Link>
        ))}
        {Array.isArray(user.roles) && user.roles.length > 0 && (
          // The staff area is a page of its own (staff.html): a full load, not a route of this app.
          <a href="/staff" className="user-area__item">
            Кабинет сотрудника
          </a>
        )}
        <button
          type="button"
          className="user-area__item"
          onClick={() => {
            setOpen(false);
            void signOut().then(() => navigate({ to: '/' }));
          }}
        >
          Выйти
        </button>
      </div>
    </div>
  );
}
