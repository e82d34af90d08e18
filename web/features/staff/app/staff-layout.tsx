// The staff page's frame: the site's logo and 'На сайт' (plain links: the site is another page),
// the screen in <main>. An address the staff router does not know is either the site's (loaded in
// full) or a wrong staff address ('Ошибка 404').
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { STAFF_AREA_PATH } from '../../../../sync/rules/staff-area.ts';
import { ErrorScreen } from '../../../components/layout/error-screen.tsx';

export function StaffLayout() {
  return (
    <div className="app">
      <header className="header">
        <div className="container header__row">
          <a href="/" className="logo">
            <span className="logo__mark" aria-hidden="true">
              Н
            </span>
            <span className="logo__text">Наука рядом</span>
          </a>
          <a href="/" className="button button--secondary button--small">
            На сайт
          </a>
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export function LeaveOrNotFound() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const inArea = STAFF_AREA_PATH.test(path);
  useEffect(() => {
    // A link from a preview or the error screen to the site: the address is already the site's.
    if (!inArea) window.location.reload();
  }, [inArea, path]);
  return inArea ? <ErrorScreen code={404} /> : null;
}
