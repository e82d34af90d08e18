// The catalogue's totals kept on write (issue 44): `page_list_totals` holds, per type, the published materials in
// all, under each tag, each topic and each tag and topic together (0 standing for every tag or every topic), kept
// by triggers on both engines (db/migrations/0031_page-list-totals.sql, db/migrations-postgres/0011). A list filtered by types and at most one
// tag and one topic reads its exact total from at most four keys' rows, whatever the catalogue's size.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { listSlots, perDbShape } from '../../lib/per-db-shape.ts';
import { prepareRaw } from '../../lib/pluck.ts';
import type { BoundedCount } from '../../lib/capped-total.ts';

/** An exact total, with the published materials of the list's tag and of its topic in every type (0: none asked). */
export interface KeptCount extends BoundedCount {
  tagTotal: number;
  topicTotal: number;
}

/** The tag and topic values, 0 for a filter not asked: the keys' "any". */
export const keptParams = (f: { tags: number[]; topics: number[] }) => ({
  keptTag: f.tags[0] ?? 0,
  keptTopic: f.topics[0] ?? 0,
});

const tag = sql.placeholder('keptTag');
const topic = sql.placeholder('keptTopic');

const statements = perDbShape(
  (types: number) => String(types),
  (db, types) => {
    const ofTypes = types ? sql` and type_id in (${sql.join(listSlots('type', types), sql`, `)})` : sql``;
    return prepareRaw<[number | string | null, number | string | null, number | string | null]>(
      db,
      sql`select
        sum(case when tag_id = ${tag} and topic_id = ${topic}${ofTypes} then total else 0 end),
        sum(case when tag_id = ${tag} and topic_id = 0 then total else 0 end),
        sum(case when tag_id = 0 and topic_id = ${topic} then total else 0 end)
        from page_list_totals where tag_id in (${tag}, 0) and topic_id in (${topic}, 0)`,
    );
  },
);

/** Whether a list's total is kept: no id list (a search) and at most one tag and one topic. */
export const totalIsKept = (f: { tags: number[]; topics: number[] }, ids: readonly number[]) =>
  ids.length === 0 && f.tags.length <= 1 && f.topics.length <= 1;

/** The list's exact total; `params` binds the type slots (`type0`…) and `keptParams`. */
export async function keptCount(db: Db, types: number, params: Record<string, unknown>): Promise<KeptCount> {
  const [row] = await statements(db, types)(params);
  return {
    matched: Number(row?.[0] ?? 0),
    partial: false,
    tagTotal: Number(row?.[1] ?? 0),
    topicTotal: Number(row?.[2] ?? 0),
  };
}
