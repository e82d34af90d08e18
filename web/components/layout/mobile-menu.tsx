// The burger menu under 768 px: a button here, its panel (mobile-menu-panel.tsx) loaded once the page is idle
// or on the first tap. A route change closes it, and focus returns to the button.
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { MenuIcon } from '../ui/icons.tsx';
import type { ShellData } from './shell-data.ts';

const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

export function MobileMenu({ data }: { data: ShellData }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => whenIdle(() => void loadPanel().catch(() => undefined)), []);
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
        <Suspense fallback={null}>
          <MobileMenuPanel data={data} id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
