// GET /page/{id} (and /page/slug/{slug}) carry the spec's Content page fields `favorite` (the viewer's bookmark)
// and `courseSteps` (as course_steps: the steps showing this material, open or locked for the viewer).
import { and, eq, gt, isNotNull, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pages } from '../../../db/schema/content.ts';
import { courseSteps } from '../../../db/schema/learning.ts';
import { one } from '../../../db/store.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';

const t = fileTestApp();

interface PageAnswer {
  id: number;
  slug: string;
  favorite: boolean;
  course_steps: { id: number; course_id: number; is_open: boolean }[];
}
const read = async (path: string, token?: string) => {
  const res = await t.call('GET', path, { token });
  expect(res.status, path).toBe(200);
  return (await res.json()) as PageAnswer;
};

describe('GET /page/{id}: favorite and course_steps', () => {
  it('lists the course steps that show the material, locked for a guest past the first step', async () => {
    const step = await one(
      t.deps.db
        .select({ id: courseSteps.id, courseId: courseSteps.courseId, pageId: courseSteps.pageId })
        .from(courseSteps)
        .where(and(isNotNull(courseSteps.pageId), gt(courseSteps.position, 1))),
    );
    expect(step).toBeDefined();
    const page = await read(`/api/page/${step!.pageId}`);
    expect(page.course_steps).toContainEqual({ id: step!.id, course_id: step!.courseId, is_open: false });
    const ofPage = (await (await t.call('GET', `/api/course_step/page/${step!.pageId}`)).json()) as {
      list: unknown[];
    };
    expect(page.course_steps).toEqual(ofPage.list);
    expect((await read(`/api/page/slug/${page.slug}`)).course_steps).toEqual(page.course_steps);
  });

  it('answers an empty course_steps for a material in no course', async () => {
    const inCourses = t.deps.db
      .select({ id: courseSteps.pageId })
      .from(courseSteps)
      .where(isNotNull(courseSteps.pageId));
    const lone = await one(
      t.deps.db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.isPublished, true), notInArray(pages.id, inCourses))),
    );
    expect((await read(`/api/page/${lone!.id}`)).course_steps).toEqual([]);
  });

  it("answers favorite: the viewer's bookmark, false for a guest", async () => {
    const { token } = await t.signUp();
    const id = (await one(t.deps.db.select({ id: pages.id }).from(pages).where(eq(pages.isPublished, true))))!.id;
    expect((await read(`/api/page/${id}`)).favorite).toBe(false);
    expect((await read(`/api/page/${id}`, token)).favorite).toBe(false);
    const toggled = await t.call('POST', '/api/favorite-all/toggle', { token, body: { type: 'post', id } });
    expect(toggled.status).toBe(200);
    expect((await read(`/api/page/${id}`, token)).favorite).toBe(true);
    expect((await read(`/api/page/${id}`)).favorite).toBe(false);
  });
});
