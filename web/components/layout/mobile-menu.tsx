// The burger menu under 768 px: a panel with the whole menu. Focus moves into it on open,
// Tab stays inside, and Escape, a link or a route change closes it and returns focus.
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useFocusTrap } from '../popups/use-focus-trap.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { MainNav } from './main-nav.tsx';
import { PERSONAL_LINKS } from './personal-links.ts';
import type { ShellData } from './shell-data.ts';

export function MobileMenu({ data }: { data: ShellData }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useFocusTrap(panel, open);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('has-menu');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('has-menu');
    };
  }, [open]);
  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="icon-button"
        aria-label="Меню"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open && (
        <div className="mobile-menu__backdrop" onMouseDown={(e) => e.target === e.currentTarget && setOpen(false)}>
          <div
            ref={panel}
            id={panelId}
            className="mobile-menu__panel"
            role="dialog"
            aria-modal="true"
            aria-label="Меню"
          >
            <button
              type="button"
              className="icon-button mobile-menu__close"
              aria-label="Закрыть меню"
              onClick={() => setOpen(false)}
            >
              <CloseIcon />
            </button>
            <p className="mobile-menu__title" aria-hidden="true">
              Меню
            </p>
            <nav aria-label="Основное меню">
              <MainNav data={data} variant="panel" onNavigate={() => setOpen(false)} />
            </nav>
            <nav aria-label="Моё" className="mobile-menu__personal">
              <ul className="nav nav--panel">
                {PERSONAL_LINKS.map((l) => (
                  <li key={l.to} className="nav__item">
                    <Link to={l.to} className="nav__link" onClick={() => setOpen(false)}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      )}
    </div>
  );
}
