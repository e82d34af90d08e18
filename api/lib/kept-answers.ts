// Public answers (no viewer) kept per database while it is unchanged (api/lib/db-version.ts), so
// the thousandth pupil opening the home page or a post at 9:00 costs a lookup, not the queries.
// A signed-in caller's answer is the kept public one plus a small query for their own state
// (liked, bookmarked, progress). Each space has its own bound, so a morning of posts cannot push
// the catalogue's lists out. A kept answer is shared: never mutate it.
//
// The change epoch is database-wide (on PostgreSQL every node reads the same one), so a write
// through any node retires every node's kept answers at its next call. `maxAgeMs` bounds answers
// that also depend on the clock (an event that has just ended leaves the home page's list).
import type { Db } from '../../db/store.ts';
import { dbVersion } from './db-version.ts';
import { nowMs } from './clock.ts';

export interface KeptSpace {
  name: string;
  /** Answers kept at most; the oldest kept goes first. */
  maxEntries: number;
  /** For answers that change with the time as well as with the data. */
  maxAgeMs?: number;
  /** What the answers are kept under: the public change epoch (dbVersion) unless said. */
  version?: (db: Db) => Promise<string>;
}

interface Kept {
  at: number;
  /** The answer changes with the clock alone at this moment (ms): not served from then on. */
  until: number | undefined;
  answer: unknown;
}

const spaces = new WeakMap<Db, Map<string, { version: string; answers: Map<string, Kept> }>>();

function entriesOf(db: Db, space: string, version: string): Map<string, Kept> {
  let byName = spaces.get(db);
  if (!byName) spaces.set(db, (byName = new Map()));
  let entry = byName.get(space);
  if (!entry || entry.version !== version) byName.set(space, (entry = { version, answers: new Map() }));
  return entry.answers;
}

/**
 * The answer kept under `key` in `space` for the database as it is now, or `compute()` kept under
 * it. The version is read before computing: an answer that saw a later write is kept under an
 * older version, which the next call finds changed, so no call is answered staler than it started.
 * An answer `keep` refuses (one built from a fallback) is answered but not kept; `until` says when an answer
 * changes with the clock alone (an event's registration closes at its end), after which it is computed again.
 */
export async function keptAnswer<T>(
  db: Db,
  space: KeptSpace,
  key: string,
  compute: () => Promise<T>,
  keep: (answer: T) => boolean = () => true,
  until: (answer: T) => number | undefined = () => undefined,
): Promise<T> {
  const version = await (space.version ?? dbVersion)(db);
  const answers = entriesOf(db, space.name, version);
  const now = nowMs();
  const hit = answers.get(key);
  if (
    hit &&
    (space.maxAgeMs === undefined || now - hit.at < space.maxAgeMs) &&
    (hit.until === undefined || now < hit.until)
  )
    return hit.answer as T;
  const answer = await compute();
  if (!keep(answer)) return answer;
  answers.delete(key);
  if (answers.size >= space.maxEntries) answers.delete(answers.keys().next().value as string);
  answers.set(key, { at: now, until: until(answer), answer });
  return answer;
}
