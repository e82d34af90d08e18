import { afterEach, describe, expect, it } from 'vitest';
import { lastCode } from '../../testing/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const signIn = async (login: string, password: string) =>
  t.call('POST', '/api/auth/login', { body: { login, password } });

describe('POST /user/change-password', () => {
  it("answers 'Wrong old password', then changes it and signs out every other session", async () => {
    t = await createTestApp();
    const here = await (await signIn('79990000002', 'demo-password-1')).json();
    const elsewhere = await (await signIn('79990000002', 'demo-password-1')).json();
    const wrong = await t.call('POST', '/api/user/change-password', {
      token: here.access_token,
      body: { old_password: 'not-it-1', new_password: 'brand-new-1' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ detail: 'Wrong old password' });
    const ok = await t.call('POST', '/api/user/change-password', {
      token: here.access_token,
      body: { old_password: 'demo-password-1', new_password: 'brand-new-1', confirm_password: 'brand-new-1' },
    });
    expect(await ok.json()).toEqual({ success: true });
    expect((await t.call('GET', '/api/user/me', { token: here.access_token })).status).toBe(200);
    expect((await t.call('GET', '/api/user/me', { token: elsewhere.access_token })).status).toBe(401);
    expect((await signIn('79990000002', 'brand-new-1')).status).toBe(200);
    expect(
      (await t.call('POST', '/api/user/change-password', { body: { old_password: 'x', new_password: 'brand-new-2' } }))
        .status,
    ).toBe(401);
  });
});

describe('registration by e-mail', () => {
  it('registers with an e-mail login and a code sent by e-mail, and signs in with it in any case', async () => {
    t = await createTestApp();
    const sent = await (
      await t.call('POST', '/api/auth/verify/send?login=Pupil%40School.ru&send_type=flash_call')
    ).json();
    expect(sent.send_type).toBe('email');
    const code = lastCode(t.dataDir, 'pupil@school.ru');
    const res = await t.call('POST', '/api/user', {
      body: { login: 'pupil@school.ru', password: 'secret-7', confirm_password: 'secret-7', verification_code: code },
    });
    expect(res.status).toBe(201);
    expect((await signIn('PUPIL@school.ru', 'secret-7')).status).toBe(200);
    const exist = await (await t.call('GET', '/api/auth/exist?login=pupil%40school.ru')).json();
    expect(exist).toEqual({ exist: true });
  });
});

describe('GET /user (catalogue)', () => {
  it('lists public cards of named users, newest first, by name and type, with the total', async () => {
    t = await createTestApp();
    const all = await (await t.call('GET', '/api/user?limit=2')).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.list).toHaveLength(2);
    expect(all.list[0]).not.toHaveProperty('login');
    const byName = await (await t.call('GET', `/api/user?search=${encodeURIComponent('борис')}`)).json();
    expect(byName.list.map((u: { name: string }) => u.name)).toEqual(['Борис']);
    expect(byName.list[0]).toEqual({
      id: 2,
      name: 'Борис',
      avatar: null,
      coins: expect.any(Number),
      type: { id: 3, name: expect.any(String) },
    });
    const byType = await (await t.call('GET', '/api/user?type_id=2')).json();
    expect(byType.list.map((u: { id: number }) => u.id)).toContain(3);
    expect(byType.list.every((u: { type: { id: number } }) => u.type.id === 2)).toBe(true);
    expect((await t.call('GET', '/api/user?limit=1000')).status).toBe(400);
  });
});
