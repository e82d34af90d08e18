// Guards for handlers: the signed-in user or 401; a staff role or 403.
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import type { SessionUser } from './session-service.ts';
import { httpError } from './http-error.ts';

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw httpError(401, 'Not authenticated');
  return user;
}

export function requireRole(c: Context<AppEnv>, ...roles: string[]): SessionUser {
  const user = requireUser(c);
  if (!user.roles.some((r) => roles.includes(r))) throw httpError(403, 'Forbidden');
  return user;
}
