// Opaque session tokens: 32 random bytes handed to the client once, stored as SHA-256,
// valid for about 365 days (the spec's auth cookie lifetime), deleted on logout.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { sessions, userRoles, users } from '../../db/schema/users.ts';
import { perDb } from './per-db.ts';
import { nowIso, nowMs } from './clock.ts';

export const SESSION_TTL_MS = 31_536_000_000;
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

export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowMs() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: expiresAt.toISOString() });
  return { token, expiresAt };
}

function rolesOf(db: Db, userId: number): Promise<string[]> {
  return db.$pluck<string>(db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)));
}

// The lookup every signed-in request makes, built once per database (per-db.ts): the user and their roles in
// one statement (a row per role, one row with no role), since it runs before every signed-in answer.
const statements = perDb((db) => ({
  session: db
    .select({ id: users.id, login: users.login, name: users.name, role: userRoles.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now')))),
}));

/** Returns the user behind a live token, or null for an unknown, expired or revoked one. */
export async function resolveSession(db: Db, token: string): Promise<(SessionUser & { sessionId: string }) | null> {
  const tokenHash = hashToken(token);
  const s = statements(db);
  const rows = await db.$raw<[number, string, string, string | null]>(s.session, { hash: tokenHash, now: nowIso() });
  const [first] = rows;
  if (!first) return null;
  const [id, login, name] = first;
  const roles = rows.flatMap((row) => (row[3] === null ? [] : [row[3]]));
  return { id, login, name, roles, sessionId: tokenHash };
}

/** The user as a session sees them, by id (a sync handler knows only the id), or null. */
export async function sessionUserById(db: Db, id: number): Promise<SessionUser | null> {
  const row = await one(
    db.select({ id: users.id, login: users.login, name: users.name }).from(users).where(eq(users.id, id)),
  );
  if (!row) return null;
  return { ...row, roles: await rolesOf(db, row.id) };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sessionId));
}
