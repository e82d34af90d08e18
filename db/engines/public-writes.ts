// Whether a statement may change a row of a public answer, read from its SQL text: what moves the public change
// epoch on both engines. A write whose target is a table of db/schema/private-tables.ts does not; when the text
// says less than that (DDL, anything not a plain INSERT, UPDATE or DELETE or a CTE whose writes all name private
// tables), it counts as public.
// A CTE that only reads (the catalogue's capped totals) is a read: counted as a write, it moved the epoch on
// almost every catalogue call and emptied every node's kept answers several times a second (docs/scaling.md).
import { PRIVATE_TABLES } from '../schema/private-tables.ts';

/**
 * Statements that change no rows, and a transaction's own control statements. A select may open with parentheses
 * (drizzle writes a UNION as `(select …) union all (select …)`; read as a write, it moved the epoch on every call).
 */
export const NO_WRITE = /^[\s(]*(select|begin|commit|end|savepoint|release|rollback|pragma\s+\w+\s*$)\b/i;
/** A WITH statement that has no data-modifying word anywhere in it (`for update` or a quoted name counts, on the safe side). */
export const READ_ONLY_CTE = /^\s*with\b(?![\s\S]*\b(?:insert|update|delete|merge|replace)\b)/i;
/** The target table of a plain write: SQLite's and PostgreSQL's spellings, the name quoted or bare. */
const TARGET =
  /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"]?([a-z_][a-z0-9_]*)[`"]?/i;

/** Every write's target in a WITH statement; `do update` and `for update` removed first, as they name no table. */
const CTE_TARGET = /\b(?:insert\s+into|update|delete\s+from)\s+[`"]?([a-z_][a-z0-9_]*)[`"]?/gi;
const NOT_A_TARGET = /\bdo\s+update\b|\bfor\s+(?:no\s+key\s+)?update\b/gi;

/**
 * A WITH statement whose writes all name private tables (a push's results and its client's last id, one round
 * trip on PostgreSQL). Every write is spelt with one of CTE_TARGET's prefixes, so a name it misreads (a word of a
 * string) can only add a table, never hide one; no write found at all, or `merge`/`replace`, counts as public.
 */
function isPrivateCte(sql: string): boolean {
  if (!/^\s*with\b/i.test(sql) || /\b(?:merge|replace)\b/i.test(sql)) return false;
  const targets = [...sql.replace(NOT_A_TARGET, ' ').matchAll(CTE_TARGET)].map((m) => m[1]!.toLowerCase());
  return targets.length > 0 && targets.every((t) => PRIVATE_TABLES.has(t));
}

function decide(sql: string): boolean {
  if (NO_WRITE.test(sql) || READ_ONLY_CTE.test(sql) || isPrivateCte(sql)) return false;
  const target = TARGET.exec(sql)?.[1];
  return target === undefined || !PRIVATE_TABLES.has(target.toLowerCase());
}

/** `decide`, memoised by statement text (a server runs few distinct statements; at most 5,000 kept). */
export function memoByText(decide: (sql: string) => boolean): (sql: string) => boolean {
  const known = new Map<string, boolean>();
  return (sql) => {
    let answer = known.get(sql);
    if (answer === undefined) {
      answer = decide(sql);
      if (known.size >= 5000) known.clear();
      known.set(sql, answer);
    }
    return answer;
  };
}

/** True unless the statement surely writes no public row. */
export const writesPublicRows = memoByText(decide);
