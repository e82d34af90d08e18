// Small fixtures for the social API tests: a published material owned by a given user.
import { pages } from '../../db/schema/content.ts';
import type { TestApp } from './test-app.ts';

let n = 0;

export function makePage(t: TestApp, ownerId: number | null, title = 'Материал'): number {
  n += 1;
  return t.deps.db
    .insert(pages)
    .values({
      slug: `social-test-${n}-${Date.now()}`,
      title: `${title} ${n}`,
      pageTypeId: 3,
      type: 'article',
      userId: ownerId,
      preview: `/media/p${n}.webp`,
    })
    .returning({ id: pages.id })
    .get().id;
}
