// The root route: loads the shell data and wraps every screen in the layout it asks for,
// with the popup host, chat-bot, install and update prompts. Unknown routes and failed
// screens show the error screen inside the default layout.
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppShell } from '../components/layout/app-shell.tsx';
import { ShellDataContext } from '../components/layout/shell-data-context.tsx';
import { WidgetsProvider } from '../components/feature-widgets.tsx';
import { rootWidgets } from '../app/widgets/root-widgets.tsx';
import { PopupHost } from '../components/popups/popup-host.tsx';
import { SyncIndicator } from '../features/shell/sync-indicator.tsx';
import { LazyAuthModal } from '../features/auth/lazy-auth-modal.tsx';
import { AuthUrlFlags } from '../features/auth/auth-url-flags.tsx';
import { BadgesHost } from '../features/profile/badges-host.tsx';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { ChatBot } from '../features/shell/chat-bot.tsx';
import { listenForPreloadErrors } from '../features/shell/chunk-reload.ts';
import { InstallButton } from '../features/shell/install-button.tsx';
import { useRegistrationPrompt } from '../features/shell/registration-prompt.ts';
import { NotFound, RouteError } from '../features/shell/route-error.tsx';
import { UpdatePrompt } from '../features/shell/update-prompt.tsx';
import { useLoggedIn } from '../features/shell/use-logged-in.ts';
import { useShellData } from '../features/shell/use-shell-data.ts';

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
              <UpdatePrompt />
              <LazyAuthModal />
              <AuthUrlFlags />
              <BadgesHost />
              <PopupHost />
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
