// Opaque session tokens: 32 random bytes handed to the client once, stored as SHA-256,
// valid for about 365 days (the spec's auth cookie lifetime), deleted on logout.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { sessions, userRoles, users } from '../../db/schema/users.ts';
import { perDb } from './per-db.ts';
import { keptAnswer, type KeptSpace } from './kept-answers.ts';
import { nowIso, nowMs } from './clock.ts';

export const SESSION_TTL_MS = 31_536_000_000;
export const AUTH_COOKIE = 'auth_token';

/**
 * Who a live session is: the id and the roles, all a request's checks need. Nothing a user edits (their name) is
 * here, so a session lookup kept on a node (below) stays right until the session ends or the roles
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

/**
 * Who a token is, kept by each node (./kept-answers.ts) under the session epoch (Db.$sessionEpoch), which moves only
 * for what may end a session or change its roles (db/engines/session-writes.ts): on this node at once, on another
 * within the epoch's freshness (100 ms on PostgreSQL). A kept lookup is used until the session's end and for a minute
 * at most (a role taken by hand in psql, which the epoch cannot see); an unknown token is never kept, so a guesser
 * cannot fill the node's memory.
 */
const SESSIONS: KeptSpace = {
  name: 'sessions',
  maxEntries: 100_000,
  maxAgeMs: 60_000,
  version: (db) => db.$sessionEpoch(),
};

/** The session's user and end from the database, or null. */
async function lookupSession(db: Db, tokenHash: string): Promise<(SessionUser & { expiresAt: string }) | null> {
  const rows = await db.$raw<[number, string, string | null]>(statements(db).session, {
    hash: tokenHash,
    now: nowIso(),
  });
  const [first] = rows;
  if (!first) return null;
  const [id, expiresAt] = first;
  return { id, expiresAt, roles: rows.flatMap((row) => (row[2] === null ? [] : [row[2]])) };
}

/** Returns the user behind a live token, or null for an unknown, expired or revoked one. */
export async function resolveSession(db: Db, token: string): Promise<(SessionUser & { sessionId: string }) | null> {
  const tokenHash = hashToken(token);
  const found = await keptAnswer(
    db,
    SESSIONS,
    tokenHash,
    () => lookupSession(db, tokenHash),
    (session) => session !== null,
    (session) => (session ? Date.parse(session.expiresAt) : undefined),
  );
  return found && { id: found.id, roles: found.roles, sessionId: tokenHash };
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
