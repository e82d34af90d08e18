// The count of a catalogue list under a tag or topic filter, with a read budget (issue 44): it reads at most
// COUNTED_ROWS page ids of the filter's own index, newest first, and counts those the other filters keep.
// A capped count of such a list could read a whole type's rows to find few matches; this one never does.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { pages, pageTags, pageTopics } from '../../../db/schema/content.ts';
import { listSlots, perDbShape } from '../../lib/per-db-shape.ts';
import { prepareRaw } from '../../lib/pluck.ts';
import { COUNTED_ROWS, type BoundedCount } from '../../lib/capped-total.ts';
import { whereOf, type Shape } from './list-where.ts';

const BUDGET = sql.raw(String(COUNTED_ROWS));

export type DriverName = 'tag' | 'topic';

/** A driven count, and which filter's ids it read: when it is not partial, every match is among them. */
export interface DrivenCount extends BoundedCount {
  driver: DriverName;
}

/**
 * The newest COUNTED_ROWS page ids linked to any of the slots' values: each value's own newest ids from its
 * index (tag_id, page_id) first, so no value reads more than the budget, and their union cut to the budget.
 */
export function driver(name: DriverName, size: number): SQL {
  const table = name === 'tag' ? pageTags : pageTopics;
  const column = name === 'tag' ? pageTags.tagId : pageTopics.topicId;
  const each = listSlots(name, size).map((slot, i) => {
    const newest = sql`select ${table.pageId} as page_id from ${table} where ${column} = ${slot}`;
    return sql`select page_id from (${newest} order by ${table.pageId} desc limit ${BUDGET}) as ${sql.raw(`${name}_${i}`)}`;
  });
  return sql`select page_id from (${sql.join(each, sql` union `)}) as ${sql.raw(`${name}_ids`)} order by page_id desc limit ${BUDGET}`;
}

/** How many of a driver's ids the list's other filters keep (the driver's own filter holds for each of them). */
const kept = (ids: 'tag_driver' | 'topic_driver', s: Shape) => {
  const others = whereOf(ids === 'tag_driver' ? { ...s, tags: 0 } : { ...s, topics: 0 });
  return sql`(select count(*) from ${pages} where ${pages.id} in (select page_id from ${sql.raw(ids)}) and ${others})`;
};

/**
 * One statement: the ids read by each driver and the matches among the ids of the one that read fewer (the
 * more selective filter; the other's matches are never counted, as each engine runs only the branch taken).
 */
const statements = perDbShape(
  (s: Shape) => `${s.types}:${s.tags}:${s.topics}`,
  (db, s) => {
    const ctes: SQL[] = [];
    if (s.tags) ctes.push(sql`tag_driver as (${driver('tag', s.tags)})`);
    if (s.topics) ctes.push(sql`topic_driver as (${driver('topic', s.topics)})`);
    const readOf = (ids: string) => sql`(select count(*) from ${sql.raw(ids)})`;
    const only = s.tags ? ('tag_driver' as const) : ('topic_driver' as const);
    const tagFewer = sql`${readOf('tag_driver')} <= ${readOf('topic_driver')}`;
    const columns =
      s.tags && s.topics
        ? sql`case when ${tagFewer} then ${readOf('tag_driver')} else ${readOf('topic_driver')} end,
          case when ${tagFewer} then ${kept('tag_driver', s)} else ${kept('topic_driver', s)} end,
          case when ${tagFewer} then 'tag' else 'topic' end`
        : sql`${readOf(only)}, ${kept(only, s)}, ${sql.raw(only === 'tag_driver' ? "'tag'" : "'topic'")}`;
    return prepareRaw<[number | string, number | string, DriverName]>(
      db,
      sql`with ${sql.join(ctes, sql`, `)} select ${columns}`,
    );
  },
);

/**
 * The matches of a list filtered by tags or topics (`s.tags` or `s.topics` slots, no id list) among at most
 * COUNTED_ROWS ids of its most selective filter: exact when that filter has no more ids, else a lower bound.
 */
export async function drivenCount(db: Db, s: Shape, params: Record<string, unknown>): Promise<DrivenCount> {
  const [row] = await statements(db, s)(params);
  const read = Number(row?.[0] ?? 0);
  return {
    matched: Number(row?.[1] ?? 0),
    partial: read >= COUNTED_ROWS,
    driver: row?.[2] === 'topic' ? 'topic' : 'tag',
  };
}

const readCounts = perDbShape(
  (name: DriverName) => name,
  (db, name) =>
    prepareRaw<[number | string]>(db, sql`select count(*) from (${driver(name, 1)}) as ${sql.raw(`${name}_read`)}`),
);

/**
 * Whether one tag's or topic's ids (slot 0) are fewer than COUNTED_ROWS, so a page driven by them holds every match;
 * it reads at most that many entries of the filter's index, drafts and every type included.
 */
export async function driverHoldsAll(db: Db, name: DriverName, params: Record<string, unknown>): Promise<boolean> {
  const [row] = await readCounts(db, name)(params);
  return Number(row?.[0] ?? COUNTED_ROWS) < COUNTED_ROWS;
}
