// The viewer's own rows among a list's ids (finished quizzes, contests taken part in, step states): the per-user part
// added to a kept public answer (kept-answers.ts). Built once per database and slot count (per-db-shape.ts), so
// drizzle builds no SQL on the request path; a long list goes in chunks of 512 ids.
import { sql, type Placeholder } from 'drizzle-orm';
import type { Db, RenderableQuery } from '../../db/store.ts';
import { listParams, listSlots, perDbShape, slotCount } from './per-db-shape.ts';

const CHUNK = 512;

/**
 * `build(db, ids, viewer)` names the ids' slots and the viewer's placeholder; the rows come back as arrays in the
 * select's column order.
 */
export function viewerRowsAmong<R extends unknown[]>(
  build: (db: Db, ids: Placeholder[], viewer: Placeholder) => RenderableQuery,
): (db: Db, viewerId: number, ids: readonly number[]) => Promise<R[]> {
  const query = perDbShape(
    (size: number) => String(size),
    (db, size) => build(db, listSlots('id', size), sql.placeholder('viewer')),
  );
  return async (db, viewerId, ids) => {
    const out: R[] = [];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const params: Record<string, unknown> = { viewer: viewerId };
      listParams('id', chunk, params);
      for (const row of await db.$raw<R>(query(db, slotCount(chunk.length)), params)) out.push(row);
    }
    return out;
  };
}
