// Server-side checks of bookmark input (zod). The spec's two refusals are kept word for word:
// a missing or unusable type/id is 'Invalid bookmark data', an unknown type 'Invalid bookmark type'.
import { z } from 'zod';
import {
  BOOKMARK_TYPES,
  BOOKMARKS_PAGE_SIZE,
  isBookmarkType,
  type BookmarkType,
} from '../../../sync/rules/bookmarks.ts';
import { httpError } from '../../lib/http-error.ts';

/** An item id as JSON sends it: a positive integer, or its decimal string. */
const itemId = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

const bookmarkRefInput = z.object({ type: z.string().min(1), id: itemId });
const pageRefInput = z.object({ page_id: itemId });

export interface BookmarkRef {
  type: BookmarkType;
  id: number;
}

export function parseBookmarkRef(body: unknown): BookmarkRef {
  const parsed = bookmarkRefInput.safeParse(body);
  if (!parsed.success) throw httpError(400, 'Invalid bookmark data');
  const { type, id } = parsed.data;
  if (!isBookmarkType(type)) throw httpError(400, 'Invalid bookmark type');
  return { type, id };
}

/** /user/favorite names the page by `page_id` (a body field, or the query for DELETE). */
export function parsePageRef(body: unknown): BookmarkRef {
  const parsed = pageRefInput.safeParse(body);
  if (!parsed.success) throw httpError(400, 'Invalid bookmark data');
  return { type: 'post', id: parsed.data.page_id };
}

/** The existence check never fails on its input: anything unusable gives no ids. */
export function parseExistInput(body: unknown): { type: BookmarkType; ids: number[] } | null {
  const parsed = z.object({ type: z.enum(BOOKMARK_TYPES), ids: z.array(z.unknown()) }).safeParse(body);
  if (!parsed.success) return null;
  const ids = parsed.data.ids.flatMap((raw) => {
    const one = itemId.safeParse(raw);
    return one.success ? [one.data] : [];
  });
  return { type: parsed.data.type, ids: [...new Set(ids)] };
}

/** `timestamp` is an ISO time or a Unix time (seconds, or milliseconds when that large). */
const beforeInput = z
  .string()
  .transform((raw, ctx) => {
    if (raw === '') return undefined;
    const numeric = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    const date = Number.isNaN(numeric) ? new Date(raw) : new Date(numeric < 1e12 ? numeric * 1000 : numeric);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Invalid timestamp' });
      return z.NEVER;
    }
    return date.toISOString();
  })
  .optional();

/** An empty query value (`?limit=`) counts as absent. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const listQuery = z.object({
  limit: z
    .preprocess(blankAsAbsent, z.coerce.number().int().min(1).optional())
    .transform((n) => Math.min(n ?? BOOKMARKS_PAGE_SIZE, BOOKMARKS_PAGE_SIZE)),
  offset: z.preprocess(blankAsAbsent, z.coerce.number().int().min(0).default(0)),
  timestamp: beforeInput,
});
export type ListQuery = z.output<typeof listQuery>;
