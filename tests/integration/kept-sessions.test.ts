// Session lookups kept per node (api/lib/session-service.ts, through api/lib/kept-answers.ts), on the engine under
// test: the session epoch moves for what may end a session or change its roles and for nothing a pupil does all day, and a request right after a
// logout, a suspension, a password change or a role change is answered as the new state, though the same token had
// just been answered (and kept) before it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userRoles, users } from '../../db/schema/users.ts';
import { createSession } from '../../api/lib/session-service.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.call('GET', '/api/user/me', { token });
const staffMe = (token: string) => t.call('GET', '/api/staff/me', { token });

describe('the session epoch', () => {
  it('stays through a sign-in, a profile edit and points, and moves for a logout, a role and a deleted account', async () => {
    const { db } = t.deps;
    const pupil = await t.signUp();
    const epoch = () => db.$sessionEpoch();

    const before = await epoch();
    await createSession(db, pupil.userId);
    await db.update(users).set({ name: 'Новое имя' }).where(eq(users.id, pupil.userId));
    await db.update(users).set({ coins: 5 }).where(eq(users.id, pupil.userId));
    expect(await epoch()).toBe(before);

    const changes: [string, () => Promise<unknown>][] = [
      ['a role given', () => db.insert(userRoles).values({ userId: pupil.userId, role: 'editor' })],
      ['a role taken', () => db.delete(userRoles).where(eq(userRoles.userId, pupil.userId))],
      ['a session ended', () => db.delete(sessions).where(eq(sessions.userId, pupil.userId))],
      [
        'a role given in a transaction',
        () => db.transaction((tx) => tx.insert(userRoles).values({ userId: pupil.userId, role: 'moderator' })),
      ],
      ['an account deleted', () => db.delete(users).where(eq(users.id, pupil.userId))],
    ];
    for (const [what, change] of changes) {
      const was = await epoch();
      await change();
      expect(await epoch(), what).not.toBe(was);
    }
  });
});

describe('a kept session', () => {
  it('is refused at once after its logout', async () => {
    const pupil = await t.signUp();
    for (let i = 0; i < 3; i += 1) expect((await me(pupil.token)).status).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { token: pupil.token })).status).toBe(200);
    expect((await me(pupil.token)).status).toBe(401);
  });

  it('loses a role at once when an admin takes it, and gains one at once', async () => {
    const admin = await t.signUp();
    const editor = await t.signUp();
    await t.deps.db.insert(userRoles).values([
      { userId: admin.userId, role: 'admin' },
      { userId: editor.userId, role: 'editor' },
    ]);
    expect((await staffMe(editor.token)).status).toBe(200);
    const setRole = (granted: boolean) =>
      t.call('POST', `/api/staff/users/${editor.userId}/roles`, {
        token: admin.token,
        body: { role: 'editor', granted },
      });
    expect((await setRole(false)).status).toBe(200);
    expect((await staffMe(editor.token)).status).toBe(403);
    expect((await setRole(true)).status).toBe(200);
    expect((await staffMe(editor.token)).status).toBe(200);
  });

  it('is refused at once after a suspension', async () => {
    const admin = await t.signUp();
    const pupil = await t.signUp();
    await t.deps.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    expect((await me(pupil.token)).status).toBe(200);
    const suspended = await t.call('POST', `/api/staff/users/${pupil.userId}/suspend`, {
      token: admin.token,
      body: { reason: 'Проверка' },
    });
    expect(suspended.status).toBe(200);
    expect((await me(pupil.token)).status).toBe(401);
  });

  it('shows a staff member their new name at once (a name is not kept with the session)', async () => {
    const editor = await t.signUp();
    await t.deps.db.insert(userRoles).values({ userId: editor.userId, role: 'editor' });
    expect((await staffMe(editor.token)).status).toBe(200);
    await t.deps.db.update(users).set({ name: 'Редактор Новый' }).where(eq(users.id, editor.userId));
    expect((await (await staffMe(editor.token)).json()).name).toBe('Редактор Новый');
  });
});
