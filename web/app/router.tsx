import { createRouter } from '@tanstack/react-router';
import { NotFound, RouteError } from '../features/shell/route-error.tsx';
import { routeTree } from './route-tree.gen.ts';
import { stringifySearch } from './search-params.ts';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Saved position on back/forward, else the #hash target, else the top (spec section 2).
  scrollRestoration: true,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: RouteError,
  stringifySearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
