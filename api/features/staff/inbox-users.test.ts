// The feedback inbox (feedback form and after-like answers, mark handled, filters) and users
// (search, roles granted by admins, suspension that ends sessions and refuses sign-in).
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/users.ts';
import { hashPassword } from '../auth/password.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffMember } from './staff-fixtures.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const feedback = [
  { name: 'name', value: 'Аня' },
  { name: 'email', value: 'anya@example.org' },
  { name: 'theme', value: 'Курсы' },
  { name: 'text', value: 'Не открывается курс <b>по физике</b>' },
];

describe('feedback inbox', () => {
  it('lists feedback form messages with field labels, marks them handled and filters by state', async () => {
    t = await createTestApp();
    expect((await t.call('POST', '/api/faq/send', { body: { list: feedback } })).status).toBeLessThan(300);
    const mod = await staffMember(t, 'moderator');
    const inbox = await (await t.call('GET', '/api/staff/inbox?kind=faq', { token: mod.token })).json();
    expect(inbox.total).toBe(1);
    const item = inbox.list[0];
    expect(item).toMatchObject({ kind: 'faq', email: 'anya@example.org', handled: false, user: null });
    expect(item.fields).toContainEqual({
      code: 'text',
      label: 'Текст сообщения',
      value: 'Не открывается курс <b>по физике</b>',
    });
    const done = await t.call('POST', `/api/staff/inbox/faq/${item.id}/handled`, {
      token: mod.token,
      body: { handled: true },
    });
    expect(done.status).toBe(200);
    expect((await (await t.call('GET', '/api/staff/inbox', { token: mod.token })).json()).total).toBe(0);
    const handled = await (await t.call('GET', '/api/staff/inbox?state=handled', { token: mod.token })).json();
    expect(handled.list[0]).toMatchObject({ id: item.id, handled: true });
    const missing = await t.call('POST', '/api/staff/inbox/reaction/999999/handled', {
      token: mod.token,
      body: { handled: true },
    });
    expect(missing.status).toBe(404);
  });
});

describe('users', () => {
  it('finds users by name or login; admins grant roles, nobody revokes their own admin role', async () => {
    t = await createTestApp({ seed: false });
    const pupil = await t.signUp('pupil-search@example.org');
    const admin = await staffMember(t, 'admin');
    const found = await (await t.call('GET', '/api/staff/users?q=pupil-search', { token: admin.token })).json();
    expect(found.list).toEqual([expect.objectContaining({ id: pupil.userId, roles: [], suspension: null })]);
    const grant = await t.call('POST', `/api/staff/users/${pupil.userId}/roles`, {
      token: admin.token,
      body: { role: 'editor', granted: true },
    });
    expect(await grant.json()).toEqual({ roles: ['editor'] });
    expect((await t.call('GET', '/api/staff/me', { token: pupil.token })).status).toBe(200);
    const editors = await (await t.call('GET', '/api/staff/users?role=editor', { token: admin.token })).json();
    expect(editors.list.map((u: { id: number }) => u.id)).toEqual([pupil.userId]);
    const self = await t.call('POST', `/api/staff/users/${admin.userId}/roles`, {
      token: admin.token,
      body: { role: 'admin', granted: false },
    });
    expect(self.status).toBe(409);
  });

  it("shows a young pupil's parent consent to staff", async () => {
    t = await createTestApp({ seed: false });
    const pupil = await t.signUp('young-pupil@example.org');
    const birthday = new Date(Date.UTC(new Date().getUTCFullYear() - 11, 0, 1)).toISOString().slice(0, 10);
    const saved = await t.call('PUT', `/api/user/${pupil.userId}`, {
      token: pupil.token,
      body: { birthday, parent_consent: { name: 'Ольга Котова', contact: 'olga@example.org' } },
    });
    expect(saved.status).toBe(200);
    const admin = await staffMember(t, 'admin');
    const found = await (await t.call('GET', '/api/staff/users?q=young-pupil', { token: admin.token })).json();
    expect(found.list[0].parent_consent).toMatchObject({ name: 'Ольга Котова', contact: 'olga@example.org' });
    const self = await (await t.call('GET', `/api/staff/users?q=${admin.userId}`, { token: admin.token })).json();
    expect(self.list[0].parent_consent).toBeNull();
  });

  it('suspends an account: its sessions end, it cannot sign in until the suspension is lifted', async () => {
    t = await createTestApp({ seed: false });
    const pupil = await t.signUp('suspended@example.org');
    await t.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword('secret-password') })
      .where(eq(users.id, pupil.userId));
    const mod = await staffMember(t, 'moderator');
    const admin = await staffMember(t, 'admin');
    const login = { login: 'suspended@example.org', password: 'secret-password' };
    const res = await t.call('POST', `/api/staff/users/${pupil.userId}/suspend`, {
      token: mod.token,
      body: { reason: 'Спам в комментариях' },
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/user/me', { token: pupil.token })).status).toBe(401);
    const refused = await t.call('POST', '/api/auth/login', { body: login });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'Account suspended' });
    // A moderator may not suspend staff, nobody suspends themselves.
    expect(
      (await t.call('POST', `/api/staff/users/${admin.userId}/suspend`, { token: mod.token, body: { reason: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/staff/users/${mod.userId}/suspend`, { token: mod.token, body: { reason: 'x' } }))
        .status,
    ).toBe(409);
    const listed = await (await t.call('GET', '/api/staff/users?suspended=true', { token: mod.token })).json();
    expect(listed.list).toEqual([
      expect.objectContaining({
        id: pupil.userId,
        suspension: expect.objectContaining({ reason: 'Спам в комментариях' }),
      }),
    ]);
    await t.call('POST', `/api/staff/users/${pupil.userId}/unsuspend`, { token: mod.token });
    expect((await t.call('POST', '/api/auth/login', { body: login })).status).toBe(200);
    const audit = await (await t.call('GET', '/api/staff/audit?action=user.suspend', { token: admin.token })).json();
    expect(audit.list[0]).toMatchObject({
      staff_id: mod.userId,
      target_id: String(pupil.userId),
      before: { suspended: false },
      after: { suspended: true, reason: 'Спам в комментариях' },
    });
  });

  it("only an admin lifts a staff member's suspension (issue 41, hole 8)", async () => {
    t = await createTestApp({ seed: false });
    const admin = await staffMember(t, 'admin');
    const mod = await staffMember(t, 'moderator');
    const editor = await staffMember(t, 'editor');
    const suspend = await t.call('POST', `/api/staff/users/${editor.userId}/suspend`, {
      token: admin.token,
      body: { reason: 'Правки без согласования' },
    });
    expect(suspend.status).toBe(200);
    const lift = await t.call('POST', `/api/staff/users/${editor.userId}/unsuspend`, { token: mod.token });
    expect(lift.status).toBe(403);
    expect(await lift.json()).toEqual({ detail: 'Forbidden' });
    const listed = await (await t.call('GET', '/api/staff/users?suspended=true', { token: admin.token })).json();
    expect(listed.list.map((u: { id: number }) => u.id)).toEqual([editor.userId]);
    expect((await t.call('POST', `/api/staff/users/${editor.userId}/unsuspend`, { token: admin.token })).status).toBe(
      200,
    );
  });
});
