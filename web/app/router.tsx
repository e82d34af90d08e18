import { createRouter } from '@tanstack/react-router';
import { NotFound, RouteError } from '../features/shell/route-error.tsx';
import { routeTree } from './route-tree.gen.ts';
import { stringifySearch } from './search-params.ts';

/**
 * The app's router. Made by main.tsx in a task of its own: building the route tree's matcher and reading
 * the address would otherwise add to the long task of evaluating the bundle.
 */
export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    // Saved position on back/forward, else the #hash target, else the top (spec section 2).
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
