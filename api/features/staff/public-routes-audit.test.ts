// Staff actions are audited wherever they are taken (issue 41, hole 7): an editor changing or deleting
// another author's material through /api/page, and a moderator deleting a pupil's comment through
// /api/comment, write the staff audit row the staff area writes. Authors acting on their own do not.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema/staff.ts';
import { makePage } from '../../testing/social-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { staffMember } from './staff-fixtures.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const auditOf = (staffId: number) => t.deps.db.select().from(staffAudit).where(eq(staffAudit.staffId, staffId));

describe('staff actions through public routes', () => {
  it("an editor's change and deletion of another author's material are audited", async () => {
    const author = await t.signUp();
    const editor = await staffMember(t, 'editor');
    const page = await makePage(t, author.userId, 'Чужой материал');
    const put = await t.call('PUT', `/api/page/${page}`, { token: editor.token, body: { is_published: false } });
    expect(put.status).toBe(200);
    expect((await t.call('DELETE', `/api/page/${page}`, { token: editor.token })).status).toBe(204);
    expect(await auditOf(editor.userId)).toMatchObject([
      {
        action: 'page.update',
        targetType: 'page',
        targetId: String(page),
        before: { is_published: true, author_id: author.userId },
        after: { is_published: false },
      },
      { action: 'page.delete', targetType: 'page', targetId: String(page), after: null },
    ]);
    // The admin's audit screen lists them.
    const admin = await staffMember(t, 'admin');
    const listed = await (await t.call('GET', '/api/staff/audit?action=page.delete', { token: admin.token })).json();
    expect(listed.list[0]).toMatchObject({ staff_id: editor.userId, target_id: String(page) });
  });

  it("a moderator's deletion of a pupil's comment is audited; staff on their own material are not", async () => {
    const author = await t.signUp();
    const pupil = await t.signUp();
    const moderator = await staffMember(t, 'moderator');
    const page = await makePage(t, author.userId);
    const added = await t.call('POST', `/api/page/${page}/add_comment`, {
      token: pupil.token,
      body: { text: 'Привет' },
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    expect((await t.call('DELETE', `/api/comment/${id}`, { token: moderator.token })).status).toBe(204);
    expect(await auditOf(moderator.userId)).toMatchObject([
      {
        action: 'comment.delete',
        targetType: 'comment',
        targetId: String(id),
        before: { author_id: pupil.userId },
      },
    ]);

    const editor = await staffMember(t, 'editor');
    const own = await makePage(t, editor.userId, 'Свой материал');
    expect((await t.call('PUT', `/api/page/${own}`, { token: editor.token, body: { title: 'Новое' } })).status).toBe(
      200,
    );
    const second = await t.call('POST', `/api/page/${own}/add_comment`, { token: pupil.token, body: { text: 'Ещё' } });
    const secondId = ((await second.json()) as { id: number }).id;
    expect((await t.call('DELETE', `/api/comment/${secondId}`, { token: editor.token })).status).toBe(204);
    expect(await auditOf(editor.userId)).toEqual([]);
  });
});
