// Public catalogue answers (no viewer) kept per database while it is unchanged
// (api/lib/db-version.ts), so a signed-in caller's list is the kept public one plus a small
// query for their own reactions to the page's cards. A kept answer is shared: never mutate it.
import type { Db } from '../../../db/store.ts';
import { dbVersion } from '../../lib/db-version.ts';

const MAX_ENTRIES = 500;
const kept = new WeakMap<Db, { version: string; answers: Map<string, unknown> }>();

/**
 * The answer kept under `key` for the database as it is now, or `compute()` kept under it. The
 * version is read before computing: an answer that saw a later write is kept under an older
 * version, which the next call finds changed, so no call is answered staler than it started.
 */
export async function keptList<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const version = await dbVersion(db);
  let entry = kept.get(db);
  if (!entry || entry.version !== version) kept.set(db, (entry = { version, answers: new Map() }));
  if (entry.answers.has(key)) return entry.answers.get(key) as T;
  const answer = await compute();
  if (entry.answers.size >= MAX_ENTRIES) entry.answers.clear();
  entry.answers.set(key, answer);
  return answer;
}
