// The shared header: logo, menu (a bar from 768 px, a burger below), search, the place
// for the sync indicator, and the user area ('Войти' while logged out).
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { UserArea } from '../user-area.tsx';
import { HeaderSearch } from './header-search.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import type { ShellData } from './shell-data.ts';

interface SiteHeaderProps {
  data: ShellData;
  loggedIn: boolean;
  /** The sync/offline indicator, always in the same place. */
  indicator?: ReactNode;
  /** The notifications bell (signed-in users), before the user area. */
  bell?: ReactNode;
}

export function SiteHeader({ data, indicator, bell }: SiteHeaderProps) {
  const name = data.settings.siteName ?? 'Наука рядом';
  // The search page has its own box: a second one in the header would only confuse.
  const onSearchPage = useRouterState({ select: (s) => s.location.pathname === '/search' });
  return (
    <header className="header">
      <div className="container header__row">
        <MobileMenu data={data} />
        <Link to="/" className="logo">
          <span className="logo__mark" aria-hidden="true">
            Н
          </span>
          <span className="logo__text">{name}</span>
        </Link>
        <div className="header__tools">
          {!onSearchPage && <HeaderSearch />}
          {indicator}
          {bell}
          {/* 'Войти' while signed out; avatar, name and menu when signed in (accounts). */}
          <UserArea />
        </div>
      </div>
      <nav className="header__nav" aria-label="Основное меню">
        <div className="container">
          <MainNav data={data} variant="bar" />
        </div>
      </nav>
    </header>
  );
}
