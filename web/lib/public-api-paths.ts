// Which GET calls are public and safe for the service worker to cache. A signed-in
// pupil's own data (profile, bookmarks, sync, notifications, course progress, quiz
// answers) never goes into a shared cache: courses and quizzes are kept offline in Dexie.
const PUBLIC_PREFIXES = [
  'settings',
  'static-page',
  'tag',
  'topic',
  'user_type',
  'interest',
  'project',
  'faq',
  'notification_type',
  'badge',
  'sitemap_html',
  'catalog',
  'page',
  'main-page',
  'home',
  'event',
  'event-news',
  'recommendation',
  'school',
  'avatars',
];

/**
 * Calls under a public prefix whose answer is the signed-in reader's own: the recommendation feed is
 * built from their interests and reading (api/features/catalog/personal-feed.ts). A shared cache keyed by
 * the address would show one pupil's feed to the next on the same device; the home page keeps it per user.
 */
const PERSONAL_PATHS = ['catalog/recommendation-feed'];

export function isPublicApiPath(pathname: string): boolean {
  const m = /^\/(?:api|otherapi)\/([^?]+)/.exec(pathname);
  const path = m?.[1]?.replace(/\/+$/, '');
  if (!path || PERSONAL_PATHS.includes(path)) return false;
  const first = path.split('/')[0]!;
  return PUBLIC_PREFIXES.some((p) => first === p || first.startsWith(`${p}/`));
}
