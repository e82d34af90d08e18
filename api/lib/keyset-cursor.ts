// Keyset paging of lists newest first (issue 44): a page after a cursor starts where the previous page
// ended, read from the index, so "next" costs the same at any depth and rows added meanwhile at the top
// never shift a page (no repeats, no gaps). The cursor is opaque to clients; never trust its content
// beyond its shape (a forged one only pages a list the caller may already read).
import { and, eq, lt, lte, or, type Column, type SQL } from 'drizzle-orm';
import { z } from 'zod';

/** Where a page ended: the last row's creation time and id. */
export interface Cursor {
  at: string;
  id: number;
}

export const encodeCursor = (c: Cursor): string => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');

const decoded = z.tuple([z.string().min(1).max(40), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]);

/** The `cursor` search param: a 400 with a short detail when it is not one this API gave. */
export const cursorParam = z
  .string()
  .max(200)
  .transform((value, ctx): Cursor => {
    try {
      const [at, id] = decoded.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
      return { at, id };
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Invalid cursor' });
      return z.NEVER;
    }
  });

/**
 * Rows after `c` in a list ordered by (`at`, `id`) descending. The plain `at <= c.at` bounds the index
 * range on both engines; the rest only drops the ties already shown.
 */
export function olderThan(atColumn: Column, idColumn: Column, c: Cursor): SQL | undefined {
  return and(lte(atColumn, c.at), or(lt(atColumn, c.at), and(eq(atColumn, c.at), lt(idColumn, c.id))));
}

/** A page of `limit` from `rows` read with `limit + 1`, and the cursor of the next page (null at the end). */
export function pageAndNext<T>(rows: T[], limit: number, keyOf: (row: T) => Cursor) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, next_cursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
