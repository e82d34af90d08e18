// The burger menu's panel (mobile-menu.tsx), loaded when the page is idle or on the first tap, so the first
// load carries only the button (issue 17). Focus moves into it on open, Tab stays inside, and Escape, a link
// or a tap beside it closes it.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useFocusTrap } from '../popups/use-focus-trap.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { MainNav } from './main-nav.tsx';
import { PERSONAL_LINKS } from './personal-links.ts';
import type { ShellData } from './shell-data.ts';

export function MobileMenuPanel({ data, id, onClose }: { data: ShellData; id: string; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('has-menu');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('has-menu');
    };
  }, [onClose]);
  return (
    <div className="mobile-menu__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} id={id} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Меню">
        <button type="button" className="icon-button mobile-menu__close" aria-label="Закрыть меню" onClick={onClose}>
          <CloseIcon />
        </button>
        <p className="mobile-menu__title" aria-hidden="true">
          Меню
        </p>
        <nav aria-label="Основное меню">
          <MainNav data={data} variant="panel" onNavigate={onClose} />
        </nav>
        <nav aria-label="Моё" className="mobile-menu__personal">
          <ul className="nav nav--panel">
            {PERSONAL_LINKS.map((l) => (
              <li key={l.to} className="nav__item">
                <Link to={l.to} className="nav__link" onClick={onClose}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
