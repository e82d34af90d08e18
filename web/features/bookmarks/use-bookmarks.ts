// The bookmarks screen's data: the owner's bookmarks from the device store (newest first),
// and a fill from GET /api/favorite-all/list that adds rows the device does not have and
// titles (changes arrive through sync pulls, where the server's value wins once nothing is pending).
import { useEffect, useState } from 'react';
import { BOOKMARKS_PAGE_SIZE, isBookmarkType } from '../../../sync/rules/bookmarks.ts';
import { apiSafe } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import type { BookmarkRow, CachedCardRow } from '../../lib/local-db.ts';
import { mergeServerAnswer } from '../../lib/sync-client.ts';
import { useDeviceNow, useDeviceQuery } from '../../lib/device-query.ts';
import { isOffline } from '../../lib/reachability.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * Bookmarks that are on, plus `seen` (rows shown during this visit stay listed, so a removal
 * can be undone, and keep the place they had: `seen` maps key -> the order value first shown).
 */
function useLocalBookmarks(owner: string | null, limit: number, seen: ReadonlyMap<string, string>): Listed | undefined {
  return useDeviceQuery(
    async (db) => {
      if (!owner) return { rows: [], total: 0 };
      const all = await db.bookmarks
        .where('key')
        .startsWith(`${owner}:`)
        .filter((r) => r.on || seen.has(r.key))
        .toArray();
      const at = (r: BookmarkRow) => seen.get(r.key) ?? r.updatedAt;
      all.sort((a, b) => (at(a) < at(b) ? 1 : at(a) > at(b) ? -1 : b.id - a.id));
      return { rows: all.slice(0, limit), total: all.length };
    },
    [owner, limit, seen],
  );
}

interface Listed {
  rows: BookmarkRow[];
  total: number;
}

/** The screen's list: stable during the visit while hearts are toggled. */
export function useVisitBookmarks(owner: string | null, limit: number): Listed | undefined {
  useDeviceNow(owner !== null);
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());
  const data = useLocalBookmarks(owner, limit, seen);
  const shown = data?.rows.map((r) => `${r.key}\t${r.updatedAt}`).join('\n');
  useEffect(() => {
    if (!shown) return;
    setSeen((prev) => {
      const next = new Map(prev);
      for (const line of shown.split('\n')) {
        const [key = '', at = ''] = line.split('\t');
        if (!next.has(key)) next.set(key, at);
      }
      return next.size === prev.size ? prev : next;
    });
  }, [shown]);
  return data;
}

/** Adds the server's bookmarks of one page that are missing on the device (sync/mutations/bookmarks-client.ts). */
async function fillFromServer(owner: string, offset: number): Promise<void> {
  const answer = await apiSafe<ApiResponse<'/favorite-all/list'>>('/favorite-all/list', {
    query: { limit: BOOKMARKS_PAGE_SIZE, offset },
  });
  if (answer.error) return;
  const items = answer.data.list
    .filter((item) => isBookmarkType(item.type))
    .map((item) => ({
      type: item.type,
      id: item.id,
      title: text(item.title),
      slug: text(item.slug),
      created_at: item.createdAt,
    }));
  await mergeServerAnswer(owner, 'bookmarks-list', items);
}

export function useServerFill(owner: string | null, pages: number): void {
  useEffect(() => {
    if (!owner || isOffline()) return;
    fillFromServer(owner, (pages - 1) * BOOKMARKS_PAGE_SIZE).catch(() => undefined);
  }, [owner, pages]);
}

/** The cached card of an item, for its title (the catalogue caches cards in Dexie). */
export function useCachedCard(type: string, id: number): CachedCardRow | undefined {
  return useDeviceQuery((db) => db.cards.where('[type+id]').equals([type, id]).first(), [type, id]);
}
