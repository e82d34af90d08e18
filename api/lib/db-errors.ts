// What a database error means, on every engine: drizzle wraps the driver's error (SQLite's
// SQLITE_* codes, PostgreSQL's SQLSTATE, a socket error) as its cause, so the chain is walked.

function codesOf(e: unknown): string[] {
  const codes: string[] = [];
  for (let err = e, depth = 0; err instanceof Error && depth < 8; err = err.cause, depth++) {
    if ('code' in err && err.code !== undefined) codes.push(String(err.code));
  }
  return codes;
}

/**
 * PostgreSQL refused a transaction that collided with another (serialization failure, deadlock): the
 * whole unit of work must re-run, so nothing inside it may turn this into its own answer.
 */
export function isSerializationConflict(e: unknown): boolean {
  return codesOf(e).some((code) => code === '40001' || code === '40P01');
}

/**
 * Text the database cannot store: PostgreSQL refuses a NUL character (or bytes that are not UTF-8) in
 * a text value, which SQLite keeps. The same request fails the same way again, so it is bad input.
 */
export function isUnstorableText(e: unknown): boolean {
  return codesOf(e).some((code) => code === '22021' || code === '22P05');
}

/** Whether `e`, or an error it was caused by, is a unique constraint violation. */
export function isUniqueViolation(e: unknown): boolean {
  return codesOf(e).some((code) => code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === '23505');
}

/** The short detail every answer to a write that found no room carries (the browser: 'На сервере закончилось место'). */
export const OUT_OF_SPACE_DETAIL = 'Server out of space';

/**
 * The disk (or a quota) is full: SQLite's SQLITE_FULL, PostgreSQL's disk_full (53100), or a file
 * write's ENOSPC / EDQUOT. Retrying at once will not help; an operator must free space.
 */
export function isOutOfSpace(e: unknown): boolean {
  if (codesOf(e).some((c) => c.startsWith('SQLITE_FULL') || c === '53100' || c === 'ENOSPC' || c === 'EDQUOT')) {
    return true;
  }
  for (let err = e, depth = 0; err instanceof Error && depth < 8; err = err.cause, depth++) {
    if (/\bENOSPC\b|database or disk is full|No space left on device/i.test(err.message)) return true;
  }
  return false;
}

// SQLite busy/locked, a full disk, I/O and memory; PostgreSQL's serialization failures and
// deadlocks (a unit of work re-runs them itself; one that still fails may pass later), a server
// shutting down or out of connections, disk full, and a lost connection.
const SQLITE_TRANSIENT = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|NOMEM|CANTOPEN|PROTOCOL|INTERRUPT)/;
const PG_TRANSIENT = /^(40001|40P01|53\d\d\d|57P0[1-3]|08\d\d\d|58030)$/;
const NET_TRANSIENT = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const PG_GONE =
  /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection/i;

/** Whether the failure may pass if retried later (the database busy, restarting, or out of space). */
export function isTransientDbError(e: unknown): boolean {
  if (codesOf(e).some((c) => SQLITE_TRANSIENT.test(c) || PG_TRANSIENT.test(c) || NET_TRANSIENT.has(c))) return true;
  for (let err = e, depth = 0; err instanceof Error && depth < 8; err = err.cause, depth++) {
    if (PG_GONE.test(err.message)) return true;
  }
  return false;
}
