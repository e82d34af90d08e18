// The row an `insert … returning` must give back: seeding stops loudly rather than linking later
// rows to an id that does not exist (drizzle's old `.get().id` threw the same way).
import { one } from '../store.ts';

export async function firstRow<T>(query: PromiseLike<T[]>, what: string): Promise<T> {
  const row = await one(query);
  if (row === undefined) throw new Error(`seed: ${what} was not inserted`);
  return row;
}
