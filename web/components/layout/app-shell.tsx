// Chooses the layout of the current screen (default, content-only, footer-only) from the
// deepest route's staticData and draws the shared chrome around the page.
import { Link, useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useRouteDocumentTitle } from '../../lib/document-title.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { parentPath, type LayoutKind } from './route-meta.ts';
import type { ShellData } from './shell-data.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { isOffline } from '../../lib/reachability.ts';

interface AppShellProps {
  data: ShellData;
  loggedIn: boolean;
  /** The sync indicator for the header. */
  indicator?: ReactNode;
  /** The notifications bell for the header. */
  bell?: ReactNode;
  /** Extra footer controls (install button). */
  footerExtra?: ReactNode;
  /** Floating pieces of the default layout (chat-bot button). */
  floating?: ReactNode;
  /** Notices and popups shown over every layout (new version prompt, the popup host). */
  notices?: ReactNode;
  children: ReactNode;
}

function useRouteMeta() {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const layout: LayoutKind = last?.staticData.layout ?? 'default';
  // An error or not-found screen brings its own h1 ('Ошибка 404'), so the block stays out
  // (`_notFound` marks the route that renders a not-found thrown below it).
  const failed = matches.some((m) => m.status === 'error' || m.status === 'notFound' || m._notFound === true);
  const title = last?.staticData.hideHeading || failed ? undefined : last?.staticData.title;
  const notFound = matches.some((m) => m.status === 'notFound' || m._notFound === true);
  // A screen that failed while the device is offline failed for that reason: the tab says so, not 'Ошибка'.
  const offline = isOffline();
  const tabTitle = notFound
    ? 'Страница не найдена'
    : failed
      ? offline
        ? 'Нет подключения'
        : 'Ошибка'
      : last?.staticData.title;
  return { layout, title, tabTitle, key: last?.id ?? '' };
}

function CloseCross({ mode }: { mode: 'parent' | 'back' }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const parent = parentPath(pathname, searchStr);
  if (mode === 'back') {
    return (
      <button
        type="button"
        className="icon-button icon-button--round layout-close"
        aria-label="Закрыть"
        onClick={() => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: parent }))}
      >
        <CloseIcon />
      </button>
    );
  }
  return (
    <Link to={parent} className="icon-button icon-button--round layout-close" aria-label="Закрыть">
      <CloseIcon />
    </Link>
  );
}

export function AppShell({ data, loggedIn, indicator, bell, footerExtra, floating, notices, children }: AppShellProps) {
  const { layout, title, tabTitle, key } = useRouteMeta();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useRouteDocumentTitle(pathname === '/' ? undefined : tabTitle, `${key}${pathname}`);
  return (
    <div className={`app app--${layout}`}>
      <a href="#main" className="skip-link">
        Перейти к содержимому
      </a>
      <LoadingBar />
      {layout === 'default' && <SiteHeader data={data} loggedIn={loggedIn} indicator={indicator} bell={bell} />}
      {layout !== 'default' && <CloseCross mode={layout === 'content' ? 'parent' : 'back'} />}
      {/* Layouts without the header still say when the device is offline or actions wait. */}
      {layout !== 'default' && indicator && <div className="layout-indicator">{indicator}</div>}
      <main id="main" className="main" tabIndex={-1}>
        {title && (
          <div className="page-heading">
            <div className="container">
              <h1 className="page-heading__title">{title}</h1>
            </div>
          </div>
        )}
        {children}
      </main>
      {layout !== 'content' && <SiteFooter data={data} extra={footerExtra} />}
      {layout === 'default' && floating}
      {notices}
    </div>
  );
}
