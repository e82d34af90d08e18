// Draws one page's first screen inside the app's own shell (header, footer) with a router of one
// route, so links, the header and the page heading are the app's components, not a copy of them.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { rootWidgets } from '../app/widgets/root-widgets.tsx';
import { WidgetsProvider } from '../components/feature-widgets.tsx';
import { AppShell } from '../components/layout/app-shell.tsx';
import { ShellDataContext } from '../components/layout/shell-data-context.tsx';
import type { ShellData } from '../components/layout/shell-data.ts';

export async function renderInShell(
  url: string,
  shell: ShellData,
  staticData: StaticDataRouteOption,
  content: ReactNode,
): Promise<string> {
  const rootRoute = createRootRoute({
    component: () => (
      <ShellDataContext.Provider value={shell}>
        {/* The cards' heart and add-to-collection, drawn as a guest sees them (as in the app). */}
        <WidgetsProvider widgets={rootWidgets}>
          <AppShell data={shell} loggedIn={false}>
            <Outlet />
          </AppShell>
        </WidgetsProvider>
      </ShellDataContext.Provider>
    ),
  });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', staticData, component: () => content });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
