// Which staff role may use which part of the staff area (docs/staff.md). The server checks every
// /api/staff call with `staffArea(...)` before anything else, so a wrong role never reaches a validator.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { CONTENT_EDITOR_ROLES } from '../../sync/rules/content-editing.ts';
import { httpError } from './http-error.ts';

const STAFF_AREAS = {
  /** Contest works waiting for moderation. */
  queue: ['admin', 'moderator'],
  complaints: ['admin', 'moderator'],
  /** Requests to become a blogger or scientist. */
  requests: ['admin', 'moderator'],
  inbox: ['admin', 'moderator'],
  users: ['admin', 'moderator'],
  /** Schools: confirming the ones users typed, adding, renaming, merging. */
  schools: ['admin', 'moderator'],
  /** Granting and revoking staff roles. */
  roles: ['admin'],
  audit: ['admin'],
  /** Materials, news and events: drafts, preview, publishing. */
  content: CONTENT_EDITOR_ROLES,
  /** Site settings: links, the chat-bot, the how-it-works video. */
  site: ['admin'],
} as const satisfies Record<string, readonly string[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

function mayUse(roles: readonly string[], area: StaffArea): boolean {
  return roles.some((r) => (STAFF_AREAS[area] as readonly string[]).includes(r));
}

export function areasOf(roles: readonly string[]): StaffArea[] {
  return (Object.keys(STAFF_AREAS) as StaffArea[]).filter((a) => mayUse(roles, a));
}

/** 401 without a session, 403 for a role without this area. */
export function staffArea(area: StaffArea): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw httpError(401, 'Not authenticated');
    if (!mayUse(user.roles, area)) throw httpError(403, 'Forbidden');
    await next();
  };
}
