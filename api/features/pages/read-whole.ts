// One material as the spec's Content page: the public part kept while the database is unchanged
// (api/lib/kept-answers.ts), so a class opening one post at once costs one read of it; a signed-in
// reader's answer is that part plus their own reaction, bookmark and course progress, the same as
// computing it for them (read-whole.test.ts compares both ways). A draft is never kept: only its
// author and staff see it, computed each time.
import type { Db } from '../../../db/store.ts';
import { httpError } from '../../lib/http-error.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { courseStepsOfPage } from '../../lib/page-course-steps.ts';
import { viewerReactions } from '../../lib/reaction-counts.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { isBookmarked } from '../favorites/service.ts';
import { readPage } from './service.ts';

const POSTS = { name: 'post', maxEntries: 300 };

type PageBy = { id: number } | { slug: string };

/** The material computed from the tables for `viewer` (null: the public part). */
export async function computeWhole(db: Db, by: PageBy, viewer: SessionUser | null) {
  const page = await readPage(db, by, viewer);
  if (!page) return null;
  const [favorite, steps] = await Promise.all([
    viewer ? isBookmarked(db, viewer.id, { type: 'post', id: page.id }) : false,
    courseStepsOfPage(db, page.id, viewer?.id ?? null),
  ]);
  return { ...page, favorite, course_steps: steps };
}

/** The material with the viewer's `favorite`, `liked`/`disliked` and the `course_steps` showing it; 404 when not theirs to see. */
export async function readWhole(db: Db, by: PageBy, viewer: SessionUser | null) {
  const key = 'id' in by ? `id:${by.id}` : `slug:${by.slug}`;
  const shared = await keptAnswer(
    db,
    POSTS,
    key,
    () => computeWhole(db, by, null),
    (page) => page !== null,
  );
  if (!shared) {
    const own = viewer && (await computeWhole(db, by, viewer));
    if (!own) throw httpError(404, 'Page not found');
    return own;
  }
  if (!viewer) return shared;
  const ref = { type: 'post', id: shared.id } as const;
  const [mine, favorite, steps] = await Promise.all([
    viewerReactions(db, 'post', [shared.id], viewer.id),
    isBookmarked(db, viewer.id, ref),
    // Which steps show the page is the same for everyone; only whether each is open is the reader's.
    shared.course_steps.length ? courseStepsOfPage(db, shared.id, viewer.id) : shared.course_steps,
  ]);
  const reaction = mine.get(shared.id);
  return { ...shared, liked: reaction === 1, disliked: reaction === -1, favorite, course_steps: steps };
}
