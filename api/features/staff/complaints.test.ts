// Complaints about comments: the comment in context with its complaints; hiding removes it from
// the material (text kept for a restore); dismissing closes the complaints; a ban stops the author
// from commenting until it ends.
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pages } from '../../../db/schema/content.ts';
import { one } from '../../../db/store.ts';
import { advanceClock, setClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffMember } from './staff-fixtures.ts';

let t: TestApp;
afterEach(async () => {
  setClock(null);
  await t?.close();
});

async function reportedComment(app: TestApp) {
  const page = (await one(
    app.deps.db.select({ id: pages.id, title: pages.title }).from(pages).where(eq(pages.isPublished, true)),
  ))!;
  const author = await app.signUp();
  const reporter = await app.signUp();
  const added = await app.call('POST', `/api/page/${page.id}/add_comment`, {
    token: author.token,
    body: { text: 'Грубый комментарий' },
  });
  const { id } = await added.json();
  const complained = await app.call('POST', `/api/comment/${id}/complaint`, {
    token: reporter.token,
    body: { reason: 'abuse', text: 'Оскорбляет' },
  });
  expect(complained.status).toBe(201);
  return { page, author, reporter, commentId: id as number };
}

/** A reported comment whose author a moderator banned for 3 days; `until` is the end the ban call answered. */
async function bannedAuthor(app: TestApp) {
  const { page, author, commentId } = await reportedComment(app);
  const mod = await staffMember(app, 'moderator');
  const ban = await app.call('POST', `/api/staff/complaints/comment/${commentId}/ban-author`, {
    token: mod.token,
    body: { days: 3, reason: 'Оскорбления' },
  });
  const { until } = (await ban.json()) as { until: string };
  return { page, author, mod, until };
}

const texts = async (app: TestApp, pageId: number) =>
  ((await (await app.call('GET', `/api/page/${pageId}/comments`)).json()).list as { text: string }[]).map(
    (c) => c.text,
  );

describe('complaints about comments', () => {
  it('shows the comment with its material and complaints; hiding takes it off the page and restoring brings it back', async () => {
    t = await createTestApp();
    const { page, reporter, commentId } = await reportedComment(t);
    const mod = await staffMember(t, 'moderator');
    const list = await (await t.call('GET', '/api/staff/complaints', { token: mod.token })).json();
    expect(list.list[0]).toMatchObject({
      comment: { id: commentId, text: 'Грубый комментарий', hidden: false },
      material: { title: page.title },
      complaints: [{ reason: 'abuse', text: 'Оскорбляет', user: { id: reporter.userId } }],
    });
    expect(await texts(t, page.id)).toContain('Грубый комментарий');
    expect((await t.call('POST', `/api/staff/complaints/comment/${commentId}/hide`, { token: mod.token })).status).toBe(
      200,
    );
    expect(await texts(t, page.id)).not.toContain('Грубый комментарий');
    const open = await (await t.call('GET', '/api/staff/complaints', { token: mod.token })).json();
    expect(open.total).toBe(0);
    const accepted = await (await t.call('GET', '/api/staff/complaints?state=accepted', { token: mod.token })).json();
    expect(accepted.list[0].comment).toMatchObject({ id: commentId, hidden: true, text: 'Грубый комментарий' });
    expect(
      (await t.call('POST', `/api/staff/complaints/comment/${commentId}/restore`, { token: mod.token })).status,
    ).toBe(200);
    expect(await texts(t, page.id)).toContain('Грубый комментарий');
    const again = await t.call('POST', `/api/staff/complaints/comment/${commentId}/restore`, { token: mod.token });
    expect(again.status).toBe(409);
  });

  it('dismisses complaints and leaves the comment', async () => {
    t = await createTestApp();
    const { page, commentId } = await reportedComment(t);
    const mod = await staffMember(t, 'admin');
    await t.call('POST', `/api/staff/complaints/comment/${commentId}/dismiss`, { token: mod.token });
    const rejected = await (await t.call('GET', '/api/staff/complaints?state=rejected', { token: mod.token })).json();
    expect(rejected.list[0].comment.id).toBe(commentId);
    expect(await texts(t, page.id)).toContain('Грубый комментарий');
  });

  it('bans the author from commenting for a period', async () => {
    t = await createTestApp();
    const { page, author, mod, until } = await bannedAuthor(t);
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    const refused = await t.call('POST', `/api/page/${page.id}/add_comment`, {
      token: author.token,
      body: { text: 'Ещё' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'Commenting suspended' });
    const list = await (await t.call('GET', '/api/staff/complaints', { token: mod.token })).json();
    expect(list.list[0].comment.author_banned_until).toBe(until);
    // Once the ban has ended the author may comment again.
    await t.deps.db.run(sql`update comment_bans set until = '2000-01-01T00:00:00.000Z'`);
    const later = await t.call('POST', `/api/page/${page.id}/add_comment`, {
      token: author.token,
      body: { text: 'Ещё' },
    });
    expect(later.status).toBe(201);
  });

  it("holds a ban of 3 days to the second on the server's clock: refused a second before its end, free at its end", async () => {
    const START = Date.parse('2026-03-02T09:00:00.000Z');
    setClock(START);
    t = await createTestApp();
    const { page, author, mod, until } = await bannedAuthor(t);
    expect(until).toBe(new Date(START + 3 * 86_400_000).toISOString());
    const comment = () =>
      t.call('POST', `/api/page/${page.id}/add_comment`, { token: author.token, body: { text: 'Ещё' } });
    const banned = async () =>
      (await (await t.call('GET', '/api/staff/complaints', { token: mod.token })).json()).list[0].comment
        .author_banned_until;
    advanceClock(3 * 86_400_000 - 1000);
    expect((await comment()).status).toBe(403);
    expect(await banned()).not.toBeNull();
    advanceClock(1000);
    expect(await banned()).toBeNull();
    expect((await comment()).status).toBe(201);
  });
});
