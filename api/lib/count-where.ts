// The total beside a page of a list: how many rows of one table match the list's filter. Read only; the caller
// passes the same `where` it paged with, so the total and the page agree.
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { one, type Db } from '../../db/store.ts';

/** The number of rows of `table` matching `where` (every row when it is undefined). */
export async function countWhere(db: Db, table: SQLiteTable, where: SQL | undefined): Promise<number> {
  return (
    (
      await one(
        db
          .select({ n: sql<number>`count(*)` })
          .from(table)
          .where(where),
      )
    )?.n ?? 0
  );
}
