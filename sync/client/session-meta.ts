// The signed-in user as the page caches it in syncMeta (key 'session'), read back by the
// service worker to know whose queue it may push. Shape: {user: {id, ...} | null, checkedAt}.
export interface SessionMeta<U extends { id: number | string } = { id: number | string }> {
  user: U | null;
  checkedAt: string;
}

/** The owner (user id as a string) of a cached session value, or null when signed out. */
export function ownerFromSession(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('user' in value)) return null;
  const user = value.user;
  if (typeof user !== 'object' || user === null || !('id' in user)) return null;
  return typeof user.id === 'number' || typeof user.id === 'string' ? String(user.id) : null;
}
