// Small fixtures for the social API tests: a published material owned by a given user.
import { pages } from '../../db/schema/content.ts';
import { one } from '../../db/store.ts';
import type { TestApp } from './test-app.ts';

let n = 0;

export async function makePage(t: TestApp, ownerId: number | null, title = 'Материал'): Promise<number> {
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
