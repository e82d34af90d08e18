// viewerRowsAmong reads a viewer's rows among any number of ids: past one chunk of 512 the ids go in several
// statements, each padded to its slot count, and every row is found once.
import { afterAll, describe, expect, it } from 'vitest';
import { and, inArray, ne } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { createTestApp } from '../testing/test-app.ts';
import { viewerRowsAmong } from './viewer-rows.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

// Every listed user but the viewer: a stand-in for 'the viewer's rows' over a table any install has.
const othersAmong = viewerRowsAmong<[id: number]>((db, ids, viewer) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.id, viewer))),
);

describe('viewerRowsAmong', () => {
  it('finds each row once over 1,300 ids in three chunks, and none for no ids', async () => {
    const made = await t.deps.db
      .insert(users)
      .values(Array.from({ length: 700 }, (_, i) => ({ login: `viewer-rows-${i}@example.test` })))
      .returning({ id: users.id });
    const ids = made.map((u) => u.id);
    const viewer = ids[10]!;
    // Ids no row has, mixed in: the chunks are 512, 512 and 276 (padded to 512) long.
    const asked = [...ids, ...ids.map((id) => id + 1_000_000)].slice(0, 1_300);
    const rows = await othersAmong(t.deps.db, viewer, asked);
    const found = rows.map(([id]) => id).sort((a, b) => a - b);
    expect(found).toEqual(ids.filter((id) => id !== viewer).sort((a, b) => a - b));
    expect(await othersAmong(t.deps.db, viewer, [])).toEqual([]);
    expect(await othersAmong(t.deps.db, viewer, [viewer])).toEqual([]);
  });
});
