// Whether a statement may change a row of a public answer, read from its SQL text: what moves the public change
// epoch on both engines. A write whose target is a table of db/schema/private-tables.ts does not; when the text
// says less than that (a CTE that writes, DDL, anything not a plain INSERT, UPDATE or DELETE), it counts as public.
// A CTE that only reads (the catalogue's capped totals) is a read: counted as a write, it moved the epoch on
// almost every catalogue call and emptied every node's kept answers several times a second (docs/scaling.md).
import { PRIVATE_TABLES } from '../schema/private-tables.ts';

/** Statements that change no rows, and a transaction's own control statements. */
const NO_WRITE = /^\s*(select|begin|commit|end|savepoint|release|rollback|pragma\s+\w+\s*$)\b/i;
/** A WITH statement that has no data-modifying word anywhere in it (`for update` or a quoted name counts, on the safe side). */
const READ_ONLY_CTE = /^\s*with\b(?![\s\S]*\b(?:insert|update|delete|merge|replace)\b)/i;
/** The target table of a plain write: SQLite's and PostgreSQL's spellings, the name quoted or bare. */
const TARGET =
  /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"]?([a-z_][a-z0-9_]*)[`"]?/i;

const known = new Map<string, boolean>();
const KNOWN_MAX = 5000;

function decide(sql: string): boolean {
  if (NO_WRITE.test(sql) || READ_ONLY_CTE.test(sql)) return false;
  const target = TARGET.exec(sql)?.[1];
  return target === undefined || !PRIVATE_TABLES.has(target.toLowerCase());
}

/** True unless the statement surely writes no public row (memoised by text: a server runs few distinct ones). */
export function writesPublicRows(sql: string): boolean {
  let answer = known.get(sql);
  if (answer === undefined) {
    answer = decide(sql);
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(sql, answer);
  }
  return answer;
}
