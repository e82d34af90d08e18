// Whether a statement may end a session or change what a session lookup answers (api/lib/session-service.ts
// keeps those answers per node): a session deleted (a logout, a suspension, a password changed), a role given or
// taken, an account deleted. Such a write moves the session epoch on both engines. Signing in (a new session row),
// a changed name or points do not: a kept lookup holds the user's id and roles only.
// Read from the SQL text like public-writes.ts, on the safe side: a statement it cannot read (DDL, a WITH that
// names one of these tables anywhere) counts.
import { memoByText, NO_WRITE, READ_ONLY_CTE } from './public-writes.ts';

const PLAIN_WRITE = /^\s*(?:insert|replace|update|delete)\b/i;
/** The plain writes that may change a kept lookup: every write of a role, a delete of a session or an account. */
const SESSION_WRITE =
  /^\s*(?:(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"]?user_roles[`"]?(?![a-z0-9_])|delete\s+from\s+[`"]?(?:sessions|users)[`"]?(?![a-z0-9_]))/i;
const NAMES_SESSION_TABLE = /[`"\s(,.](?:user_roles|sessions|users)[`"\s),]/i;

function decide(sql: string): boolean {
  if (NO_WRITE.test(sql) || READ_ONLY_CTE.test(sql)) return false;
  if (PLAIN_WRITE.test(sql)) return SESSION_WRITE.test(sql);
  if (/^\s*with\b/i.test(sql)) return NAMES_SESSION_TABLE.test(sql);
  return true;
}

/** True unless the statement surely changes no kept session lookup. */
export const writesSessionRows = memoByText(decide);
