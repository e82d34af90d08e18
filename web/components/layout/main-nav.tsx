// The site menu (also reused inside the mobile panel): sections, 'Проекты', menu pages.
import { Link } from '@tanstack/react-router';
import { ProjectsSubmenu } from './projects-submenu.tsx';
import { MAIN_MENU, type ShellData } from './shell-data.ts';
import { SmartLink } from './smart-link.tsx';

interface MainNavProps {
  data: ShellData;
  variant: 'bar' | 'panel';
  onNavigate?: () => void;
}

export function MainNav({ data, variant, onNavigate }: MainNavProps) {
  return (
    <ul className={`nav nav--${variant}`}>
      {MAIN_MENU.map((item) => (
        <li key={item.to} className="nav__item">
          <Link
            to={item.to}
            className="nav__link"
            activeProps={{ className: 'is-active', 'aria-current': 'page' }}
            onClick={onNavigate}
          >
            {item.title}
          </Link>
        </li>
      ))}
      {/* Communities (issue 42: no link led to them); their route takes an optional id. */}
      <li className="nav__item">
        <Link
          to="/community/{-$id}"
          params={{ id: undefined }}
          className="nav__link"
          activeProps={{ className: 'is-active', 'aria-current': 'page' }}
          onClick={onNavigate}
        >
          Сообщества
        </Link>
      </li>
      <ProjectsSubmenu projects={data.menuProjects} />
      {data.menuPages.map((page) => (
        <li key={page.href} className="nav__item">
          <SmartLink href={page.href} className="nav__link" onClick={onNavigate}>
            {page.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
