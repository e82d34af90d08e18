// The search index without a rebuild at every start (issue 17): triggers (migration
// 0019_search-queue) queue every item whose indexed columns change, whoever writes it; this
// module indexes the queue at start and then every few seconds. A full rebuild happens only
// when the stored index format differs from SEARCH_INDEX_VERSION (a new install or a new stemmer).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { SEARCH_KINDS, type SearchKind } from '../../../db/schema/search.ts';
import { indexItem, rebuildSearchIndex, SEARCH_INDEX_VERSION } from './indexer.ts';

const BATCH = 500;
const isSearchKind = (kind: string): kind is SearchKind => (SEARCH_KINDS as readonly string[]).includes(kind);

/** Indexes what the queue holds, in batches of one transaction each; answers how many items it indexed. */
export function drainSearchQueue(db: Db): number {
  let done = 0;
  for (;;) {
    const batch = db.all<{ kind: string; item_id: number }>(sql`select kind, item_id from search_queue limit ${BATCH}`);
    if (batch.length === 0) return done;
    db.transaction((tx) => {
      for (const { kind, item_id } of batch) {
        if (isSearchKind(kind)) indexItem(tx, kind, item_id);
        else tx.run(sql`delete from search_queue where kind = ${kind} and item_id = ${item_id}`);
      }
    });
    done += batch.length;
  }
}

export function storedIndexVersion(db: Db): string | null {
  return db.get<{ value: string } | undefined>(sql`select value from search_meta where key = 'version'`)?.value ?? null;
}

/** At start: a full rebuild if the index format changed, else only the queued items. */
export function prepareSearchIndex(db: Db): { rebuilt: boolean; indexed: number } {
  if (storedIndexVersion(db) !== SEARCH_INDEX_VERSION) return { rebuilt: true, indexed: rebuildSearchIndex(db) };
  return { rebuilt: false, indexed: drainSearchQueue(db) };
}
