// The root route: loads the shell data and wraps every screen in the layout it asks for,
// with the popup host, chat-bot, install and update prompts (the last in the idle-loaded extras). Unknown routes and failed
// screens show the error screen inside the default layout. What no first screen shows (the
// chat-bot, the popups, the badges window, the sync indicator while online) loads once the
// page is idle (idleLazy), so it is not part of the first load.
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppShell } from '../components/layout/app-shell.tsx';
import { ShellDataContext } from '../components/layout/shell-data-context.tsx';
import { WidgetsProvider } from '../components/feature-widgets.tsx';
import { rootWidgets } from '../app/widgets/root-widgets.tsx';
import { LazyAuthModal } from '../features/auth/lazy-auth-modal.tsx';
import { LazyAuthUrlFlags } from '../features/auth/lazy-auth-url-flags.tsx';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { listenForPreloadErrors } from '../features/shell/chunk-reload.ts';
import { InstallButton } from '../features/shell/install-button.tsx';
import { useRegistrationPrompt } from '../features/shell/registration-prompt.ts';
import { NotFound, RouteError } from '../features/shell/route-error.tsx';
import { useLoggedIn } from '../features/shell/use-logged-in.ts';
import { useShellData } from '../features/shell/use-shell-data.ts';
import { OfflinePill } from '../features/shell/offline-pill.tsx';
import { idleLazy } from '../lib/idle-lazy.tsx';
import { ACTION_QUEUED_EVENT } from '../lib/sync-client.ts';
import { isOffline } from '../lib/reachability.ts';

const extras = () => import('../app/shell-extras.tsx');
const ChatBot = idleLazy(() => extras().then((m) => m.ChatBot));
const ShellNotices = idleLazy(() => extras().then((m) => m.ShellNotices));
// Offline at start the indicator says so at once; online it has nothing to say before the page is idle, unless the
// network goes away or the user takes an action first. Its box keeps its place in the header meanwhile, and says
// 'Нет подключения' itself, since the indicator's code may never arrive once the network is gone.
const SyncIndicator = idleLazy(() => import('../features/shell/sync-indicator.tsx').then((m) => m.SyncIndicator), {
  now: () => isOffline(),
  loadOn: ['offline', ACTION_QUEUED_EVENT],
  fallback: (
    <div className="sync-indicator" role="status">
      <OfflinePill />
    </div>
  ),
});

function RootLayout() {
  const data = useShellData();
  const loggedIn = useLoggedIn();
  useRegistrationPrompt(loggedIn);
  useEffect(() => listenForPreloadErrors(), []);
  return (
    <ShellDataContext.Provider value={data}>
      <WidgetsProvider widgets={rootWidgets}>
        <AppShell
          data={data}
          loggedIn={loggedIn}
          indicator={<SyncIndicator />}
          bell={<NotificationBell />}
          footerExtra={<InstallButton />}
          floating={<ChatBot telegram={data.settings.chatBotTelegram} vk={data.settings.chatBotVk} />}
          notices={
            <>
              <LazyAuthModal />
              <LazyAuthUrlFlags />
              <ShellNotices />
            </>
          }
        >
          <Outlet />
        </AppShell>
      </WidgetsProvider>
    </ShellDataContext.Provider>
  );
}

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
