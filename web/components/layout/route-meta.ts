// Per-route shell options, set in a route's `staticData`: which layout wraps it, the page
// title shown in the header heading block, and whether that heading is hidden.
export type LayoutKind = 'default' | 'content' | 'footer';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: LayoutKind;
    /** Shown as the page's h1 in the heading block of the default layout. */
    title?: string;
    /** Profile, post, course, contests, event, quizzes and profile-id screens draw their own heading. */
    hideHeading?: boolean;
  }
}

/** '/course/5/2' -> '/course/5'; '/faq' -> '/'; '/contests/work?contest=3' -> '/contests/3' (spec section 2). */
export function parentPath(pathname: string, search = ''): string {
  const contest = /^\/contests\/work\/?$/.test(pathname) ? new URLSearchParams(search).get('contest') : null;
  if (contest && /^\d+$/.test(contest)) return `/contests/${contest}`;
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  parts.pop();
  return `/${parts.join('/')}`;
}
