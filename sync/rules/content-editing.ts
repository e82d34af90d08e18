// Who may edit materials and news: the staff roles of the staff area's 'Материалы и новости'. The
// server checks every write with this list (api/lib/staff-access.ts); the browser only uses it to
// show the edit pen ('edit mode' of the spec) to those the server will let in.

export const CONTENT_EDITOR_ROLES: readonly string[] = ['admin', 'editor'];

export function mayEditContent(roles: unknown): boolean {
  return Array.isArray(roles) && roles.some((r) => typeof r === 'string' && CONTENT_EDITOR_ROLES.includes(r));
}
