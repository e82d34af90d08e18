// Opaque session tokens: 32 random bytes handed to the client once, stored as SHA-256,
// valid for about 365 days (the spec's auth cookie lifetime), deleted on logout.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, userRoles, users } from '../../db/schema/users.ts';
import { perDb } from './per-db.ts';

const SESSION_TTL_MS = 31_536_000_000;
export const AUTH_COOKIE = 'auth_token';

export interface SessionUser {
  id: number;
  login: string;
  name: string;
  roles: string[];
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSession(db: Db, userId: number): { token: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  db.insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt: expiresAt.toISOString() })
    .run();
  return { token, expiresAt };
}

// The lookup every signed-in request makes, prepared once per database.
const statements = perDb((db) => ({
  session: db
    .select({ id: users.id, login: users.login, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare(),
  roles: db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, sql.placeholder('id')))
    .prepare(),
}));

/** Returns the user behind a live token, or null for an unknown, expired or revoked one. */
export function resolveSession(db: Db, token: string): (SessionUser & { sessionId: string }) | null {
  const tokenHash = hashToken(token);
  const { session, roles } = statements(db);
  const row = session.get({ hash: tokenHash, now: new Date().toISOString() });
  if (!row) return null;
  return { ...row, roles: roles.all({ id: row.id }).map((r) => r.role), sessionId: tokenHash };
}

/** The user as a session sees them, by id (a sync handler knows only the id), or null. */
export function sessionUserById(db: Db, id: number): SessionUser | null {
  const row = db
    .select({ id: users.id, login: users.login, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .get();
  if (!row) return null;
  const roles = db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, row.id)).all();
  return { ...row, roles: roles.map((r) => r.role) };
}

export function revokeSession(db: Db, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.tokenHash, sessionId)).run();
}
