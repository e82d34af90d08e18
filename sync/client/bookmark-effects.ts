// What settling a bookmark-set does to the local bookmarks row (the optimistic value):
// applied -> no longer pending; rejected -> reverted, unless a later mutation for the same
// item is still waiting (it superseded this one). 'You are already add ...' means it is on.
import { bookmarkSetArgs } from '../mutations/bookmarks.ts';
import * as v from 'valibot';
import { bookmarkItemKey, bookmarkRowKey } from './item-keys.ts';
import type { BookmarkRow, OutboxRow } from './local-schema.ts';

export interface BookmarkUpdate {
  key: string;
  /** The new row, or a partial change of the existing one. */
  change: Pick<BookmarkRow, 'pending'> & Partial<Pick<BookmarkRow, 'on'>>;
  template: BookmarkRow;
}

const ALREADY_ON = /already add/i;

export function bookmarkUpdateAfterSettle(row: OutboxRow, outcome: 'applied' | 'rejected', unsettled: ReadonlySet<string>, at: string): BookmarkUpdate | null {
  if (row.name !== 'bookmark-set') return null;
  const parsed = v.safeParse(bookmarkSetArgs, row.args);
  if (!parsed.success) return null;
  const { type, id, on } = parsed.output;
  if (unsettled.has(bookmarkItemKey(type, id))) return null;
  const key = bookmarkRowKey(row.owner, type, id);
  const finalOn = outcome === 'applied' ? on : ALREADY_ON.test(row.lastError ?? '') ? true : !on;
  return { key, change: { pending: false, on: finalOn }, template: { key, owner: row.owner, type, id, on: finalOn, updatedAt: at, pending: false } };
}
