// Small fixtures for the social API tests: a published material owned by a given user.
import { pages } from '../../db/schema/content.ts';
import { one, type Db } from '../../db/store.ts';

let n = 0;

/** A published article by `ownerId`, in `t`'s database (a TestApp, or any holder of a `db`). */
export async function makePage(t: { deps: { db: Db } }, ownerId: number | null, title = 'Материал'): Promise<number> {
  n += 1;
  const row = await one(
    t.deps.db
      .insert(pages)
      .values({
        slug: `social-test-${n}-${Date.now()}`,
        title: `${title} ${n}`,
        pageTypeId: 3,
        type: 'article',
        userId: ownerId,
        preview: `/media/p${n}.webp`,
      })
      .returning({ id: pages.id }),
  );
  if (!row) throw new Error('test page was not inserted');
  return row.id;
}
