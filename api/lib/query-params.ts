// Search params shared by the list calls (paging, id lists), parsed with zod.
// Array params may repeat (?tags=1&tags=2) or be comma-separated (?tags=1,2).
import { z } from 'zod';

export const toList = (v: unknown) =>
  v === undefined || v === ''
    ? undefined
    : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean);

export const intList = z.preprocess(toList, z.array(z.coerce.number().int().positive()).max(50).optional());
export const stringList = z.preprocess(toList, z.array(z.string().max(50)).max(20).optional());

/** A row id in a path, query or body: a positive integer that fits SQLite's and the clients' ints. */
export const rowId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);

/** The social lists (follows, blocks, projects): up to 100 per page, 50 by default. */
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const pagingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(18),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
