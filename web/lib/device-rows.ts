// The one module that writes the server's answers kept as copies on the device: `cards`, `pages` and `siteData`
// (sync/client/table-owners.ts names it their owner). Every stored-resource answer, fetched course, quiz, step,
// community view, saved material and downloaded course is put or dropped here, so a screen's value has one writer.
// Never writes a user's action (those go through the outbox) and never loads Dexie itself: it is handed the store.
import type { CachedCardRow, CachedPageRow, LocalDb, SiteDataRow } from './local-db.ts';

/** Rows put into device tables in one transaction. */
export interface RowPuts {
  cards?: CachedCardRow[];
  pages?: CachedPageRow[];
  siteData?: SiteDataRow[];
}

/** Puts every row of `puts` in one transaction (a later row with the same key wins). */
export async function putRows(db: LocalDb, puts: RowPuts): Promise<void> {
  const tables = Object.entries(puts).filter(([, rows]) => Array.isArray(rows) && rows.length > 0);
  if (tables.length === 0) return;
  await db.transaction(
    'rw',
    tables.map(([name]) => db.table(name)),
    async () => {
      for (const [name, rows] of tables) await db.table(name).bulkPut(rows);
    },
  );
}

/** Drops kept copies the server no longer gives this viewer, or that the user removed from the device. */
export async function dropRows(db: LocalDb, table: keyof RowPuts, keys: string[]): Promise<void> {
  if (keys.length) await db.table(table).bulkDelete(keys);
}
