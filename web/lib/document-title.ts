// The tab title: '<page> — Наука рядом' (the form the server writes into the HTML of a material), so
// tabs and history entries can be told apart. The shell sets the route's title first (a layout effect);
// a screen that loads its own title (a post, a course) sets it after, in a passive effect.
import { useEffect, useLayoutEffect } from 'react';

const SITE_NAME = 'Наука рядом';

export function documentTitle(title: string | null | undefined): string {
  const t = title?.trim();
  return t && t !== SITE_NAME ? `${t} — ${SITE_NAME}` : SITE_NAME;
}

/** The route-level title; runs before any screen's own title. */
export function useRouteDocumentTitle(title: string | undefined, key: string): void {
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title, key]);
}

/** A screen's own title once it knows it (undefined: keep the route's). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
