// Opaque session tokens: 32 random bytes handed to the client once, stored as SHA-256,
// valid for about 365 days (the spec's auth cookie lifetime), deleted on logout.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { sessions, userRoles, users } from '../../db/schema/users.ts';
import { perDb } from './per-db.ts';
import { keptSessionsStore } from './kept-sessions.ts';
import { nowIso, nowMs } from './clock.ts';

export const SESSION_TTL_MS = 31_536_000_000;
export const AUTH_COOKIE = 'auth_token';

/**
 * Who a live session is: the id and the roles, all a request's checks need. Nothing a user edits (their name) is
 * here, so a session lookup kept on a node (./kept-sessions.ts) stays right until the session ends or the roles
 * change.
 */
export interface SessionUser {
  id: number;
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

// The lookup a signed-in request makes when its node keeps no answer for the token, built once per database
// (per-db.ts): the user's id, the session's end and the roles in one statement (a row per role, one row with none).
const statements = perDb((db) => ({
  session: db
    .select({ id: sessions.userId, expiresAt: sessions.expiresAt, role: userRoles.role })
    .from(sessions)
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now')))),
}));

/** The session lookups this node keeps for one database handle (./kept-sessions.ts). */
const keptSessions = perDb(() => keptSessionsStore<SessionUser>());

/** Returns the user behind a live token, or null for an unknown, expired or revoked one. */
export async function resolveSession(db: Db, token: string): Promise<(SessionUser & { sessionId: string }) | null> {
  const tokenHash = hashToken(token);
  const kept = keptSessions(db);
  // Read before the lookup: a write that ends the session after it moves the epoch past what the answer is kept under.
  const epoch = await db.$sessionEpoch();
  const now = nowIso();
  const hit = kept.get(tokenHash, epoch, now);
  if (hit) return { ...hit, sessionId: tokenHash };
  const rows = await db.$raw<[number, string, string | null]>(statements(db).session, { hash: tokenHash, now });
  const [first] = rows;
  // An unknown token is not kept: random tokens sent by a guesser must not fill the node's memory.
  if (!first) return null;
  const [id, expiresAt] = first;
  const roles = rows.flatMap((row) => (row[2] === null ? [] : [row[2]]));
  kept.set(tokenHash, epoch, { user: { id, roles }, expiresAt });
  return { id, roles, sessionId: tokenHash };
}

/** The user as a session sees them, by id (a sync handler knows only the id), or null. */
export async function sessionUserById(db: Db, id: number): Promise<SessionUser | null> {
  const row = await one(db.select({ id: users.id }).from(users).where(eq(users.id, id)));
  if (!row) return null;
  return { id: row.id, roles: await rolesOf(db, row.id) };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sessionId));
}
