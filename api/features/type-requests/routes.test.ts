// Finding 4: anyone could make themselves a publisher. Asking for blogger or scientist now
// files a request; the type (and the right to publish) comes only with a staff approval.
import { afterEach, describe, expect, it } from 'vitest';
import { setStaffRole } from '../users/staff-roles.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const page = {
  title: 'Моя статья',
  page_type_id: 3,
  description: 'Описание',
  content: [{ type: 'text', data: { html: '<p>Текст</p>' } }],
  is_published: true,
};

describe('publishing rights', () => {
  it('refuses self-promotion: new_type 2 answers with a pending request, the type stays and publishing is 403', async () => {
    t = await createTestApp();
    const { userId, token } = await t.signUp();
    const res = await t.call('PATCH', `/api/user/${userId}/new_type`, { token, body: { type: 2 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ type: null, type_request: { type_id: 2 } });
    const viaProfile = await t.call('POST', '/api/user/update-profile', { token, body: { type_id: 3 } });
    expect(await viaProfile.json()).toMatchObject({ type: null });
    const post = await t.call('POST', '/api/page', { token, body: page });
    expect(post.status).toBe(403);
    const catalog = await (await t.call('GET', '/api/catalog?search=Моя статья')).json();
    expect(JSON.stringify(catalog)).not.toContain('Моя статья');
  });

  it('changes the type only when staff approve; only staff may list and decide', async () => {
    t = await createTestApp();
    const pupil = await t.signUp();
    const staff = await t.signUp('staff@example.org');
    await setStaffRole(t.deps.db, 'staff@example.org', 'moderator');
    await t.call('PATCH', `/api/user/${pupil.userId}/new_type`, { token: pupil.token, body: { type: 2 } });
    await t.call('PATCH', `/api/user/${pupil.userId}/new_type`, { token: pupil.token, body: { type: 2 } });
    expect((await t.call('GET', '/api/staff/type-requests', { token: pupil.token })).status).toBe(403);
    expect((await t.call('GET', '/api/staff/type-requests')).status).toBe(401);
    const { list } = await (await t.call('GET', '/api/staff/type-requests', { token: staff.token })).json();
    expect(list).toEqual([expect.objectContaining({ user_id: pupil.userId, type_id: 2, state: 'pending' })]);
    const id = list[0].id;
    expect((await t.call('POST', `/api/staff/type-requests/${id}/approve`, { token: pupil.token })).status).toBe(403);
    expect((await t.call('POST', `/api/staff/type-requests/${id}/approve`, { token: staff.token })).status).toBe(200);
    expect((await t.call('POST', `/api/staff/type-requests/${id}/reject`, { token: staff.token })).status).toBe(409);
    expect(await (await t.call('GET', '/api/user/me', { token: pupil.token })).json()).toMatchObject({
      type: { id: 2 },
      type_request: null,
    });
    expect((await t.call('POST', '/api/page', { token: pupil.token, body: page })).status).toBe(201);
  });

  it('keeps the type when staff reject', async () => {
    t = await createTestApp();
    const pupil = await t.signUp();
    const staff = await t.signUp('admin@example.org');
    await setStaffRole(t.deps.db, 'admin@example.org', 'admin');
    await t.call('PATCH', `/api/user/${pupil.userId}/new_type`, { token: pupil.token, body: { type: 3 } });
    const { list } = await (await t.call('GET', '/api/staff/type-requests', { token: staff.token })).json();
    expect((await t.call('POST', `/api/staff/type-requests/${list[0].id}/reject`, { token: staff.token })).status).toBe(
      200,
    );
    expect(await (await t.call('GET', '/api/user/me', { token: pupil.token })).json()).toMatchObject({
      type: null,
      type_request: null,
    });
    expect((await t.call('POST', '/api/staff/type-requests/99999/approve', { token: staff.token })).status).toBe(404);
  });

  it('a teacher (type 4) waits for approval like a blogger: no community before it (issue 41, hole 10)', async () => {
    t = await createTestApp();
    const pupil = await t.signUp();
    const admin = await t.signUp('admin@example.org');
    await setStaffRole(t.deps.db, 'admin@example.org', 'admin');
    const res = await t.call('PATCH', `/api/user/${pupil.userId}/new_type`, { token: pupil.token, body: { type: 4 } });
    expect(await res.json()).toMatchObject({ type: null, type_request: { type_id: 4 } });
    const club = { name: 'Мой класс', description: '', is_closed: false };
    expect((await t.call('POST', '/api/community', { token: pupil.token, body: club })).status).toBe(403);
    const { list } = await (await t.call('GET', '/api/staff/type-requests', { token: admin.token })).json();
    expect(list).toEqual([expect.objectContaining({ user_id: pupil.userId, type_id: 4 })]);
    expect(
      (await t.call('POST', `/api/staff/type-requests/${list[0].id}/approve`, { token: admin.token })).status,
    ).toBe(200);
    expect((await t.call('POST', '/api/community', { token: pupil.token, body: club })).status).toBe(201);
  });

  it('staff cannot decide their own request (issue 41, hole 9)', async () => {
    t = await createTestApp();
    const moderator = await t.signUp('moderator@example.org');
    await setStaffRole(t.deps.db, 'moderator@example.org', 'moderator');
    await t.call('PATCH', `/api/user/${moderator.userId}/new_type`, { token: moderator.token, body: { type: 3 } });
    const { list } = await (await t.call('GET', '/api/staff/type-requests', { token: moderator.token })).json();
    const own = `/api/staff/type-requests/${list[0].id}`;
    for (const action of ['approve', 'reject']) {
      const res = await t.call('POST', `${own}/${action}`, { token: moderator.token });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: 'You cannot decide your own request' });
    }
    expect(await (await t.call('GET', '/api/user/me', { token: moderator.token })).json()).toMatchObject({
      type: null,
      type_request: { type_id: 3 },
    });
    const other = await t.signUp('other@example.org');
    await setStaffRole(t.deps.db, 'other@example.org', 'moderator');
    expect((await t.call('POST', `${own}/approve`, { token: other.token })).status).toBe(200);
  });
});
