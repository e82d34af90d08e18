// What the database looked like, as one string: equal strings mean no row has changed in
// between (the engine's change epoch). Answers kept while it stays the same are never staler
// than freshly computed ones.
import type { Db } from '../../db/store.ts';

export const dbVersion = (db: Db): Promise<string> => db.$changeEpoch();
