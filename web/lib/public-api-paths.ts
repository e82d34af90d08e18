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

export function isPublicApiPath(pathname: string): boolean {
  const m = /^\/(?:api|otherapi)\/([^/?]+)/.exec(pathname);
  if (!m?.[1]) return false;
  const first = m[1];
  return PUBLIC_PREFIXES.some((p) => first === p || first.startsWith(`${p}/`));
}
