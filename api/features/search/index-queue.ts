// The search index without a rebuild at every start (issue 17): triggers (migration
// 0019_search-queue) queue every item whose indexed columns change, whoever writes it; this
// module indexes the queue at start and then every few seconds. A full rebuild happens only
// when the stored index format differs from SEARCH_INDEX_VERSION (a new install or a new stemmer).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { SEARCH_KINDS, type SearchKind } from '../../../db/schema/search.ts';
import { rebuildSearchIndex, reindex, SEARCH_INDEX_VERSION } from './indexer.ts';

const BATCH = 500;
const isSearchKind = (kind: string): kind is SearchKind => (SEARCH_KINDS as readonly string[]).includes(kind);

/** Indexes what the queue holds, in batches of one transaction each; answers how many items it indexed. */
export async function drainSearchQueue(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db.all<{ kind: string; item_id: number }>(
      sql`select kind, item_id from search_queue limit ${BATCH}`,
    );
    if (batch.length === 0) return done;
    // Each item is read again inside the transaction, so a write after the batch was listed is indexed.
    await db.transaction(async (tx) => {
      for (const { kind, item_id } of batch) {
        if (isSearchKind(kind)) await reindex(tx, kind, item_id);
        else await tx.run(sql`delete from search_queue where kind = ${kind} and item_id = ${item_id}`);
      }
    });
    done += batch.length;
  }
}

export async function storedIndexVersion(db: Db): Promise<string | null> {
  const row = await db.get<{ value: string } | undefined>(sql`select value from search_meta where key = 'version'`);
  return row?.value ?? null;
}

/** At start: a full rebuild if the index format changed, else only the queued items. */
export async function prepareSearchIndex(db: Db): Promise<{ rebuilt: boolean; indexed: number }> {
  if ((await storedIndexVersion(db)) !== SEARCH_INDEX_VERSION)
    return { rebuilt: true, indexed: await rebuildSearchIndex(db) };
  return { rebuilt: false, indexed: await drainSearchQueue(db) };
}
