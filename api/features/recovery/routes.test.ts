import { afterEach, describe, expect, it } from 'vitest';
import { lastCode, outboxLines } from '../../testing/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const DEMO = '79990000001';

describe('password recovery', () => {
  it('runs end to end: send code, check it, change the password, old sessions revoked, new password works', async () => {
    t = await createTestApp();
    const old = await (
      await t.call('POST', '/api/auth/login', { body: { login: DEMO, password: 'demo-password-1' } })
    ).json();
    const sent = await t.call('POST', '/api/recover-password/send-code', { body: { phone: '+7 (999) 000-00-01' } });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ success: true, send_type: 'flash_call', attempt: 1 });
    const code = lastCode(t.dataDir, DEMO);
    const wrongCode = code === '1111' ? '2222' : '1111';
    const bad = await t.call('GET', `/api/recover-password/check-code?phone=${DEMO}&code=${wrongCode}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ detail: 'Wrong code' });
    const good = await t.call('GET', `/api/recover-password/check-code?phone=8${DEMO.slice(1)}&code=${code}`);
    expect(await good.json()).toEqual({ success: true });
    const changed = await t.call('POST', '/api/recover-password/change', {
      body: { phone: DEMO, code, new_password: 'new-secret-1' },
    });
    expect(changed.status).toBe(200);
    const body = await changed.json();
    expect(body.access_token).toBeTruthy();
    expect(body.user.id).toBe(1);
    expect((await t.call('GET', '/api/user/me', { token: old.access_token })).status).toBe(401);
    expect((await t.call('GET', '/api/user/me', { token: body.access_token })).status).toBe(200);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { login: DEMO, password: 'demo-password-1' } })).status,
    ).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { login: DEMO, password: 'new-secret-1' } })).status).toBe(
      200,
    );
    const reused = await t.call('POST', '/api/recover-password/change', {
      body: { phone: DEMO, code, new_password: 'another-secret' },
    });
    expect(await reused.json()).toEqual({ detail: 'Wrong code' });
  });

  it('answers 404 Phone not found for an unknown phone on every step, and sends nothing', async () => {
    t = await createTestApp();
    for (const res of [
      await t.call('POST', '/api/recover-password/send-code', { body: { phone: '79995550000' } }),
      await t.call('POST', '/api/recover/phone', { body: { phone: '79995550000' } }),
      await t.call('POST', '/api/recover/email', { body: { email: 'nobody@example.org' } }),
      await t.call('GET', '/api/recover-password/check-code?phone=79995550000&code=1234'),
      await t.call('POST', '/api/recover-password/change', {
        body: { phone: '79995550000', code: '1234', new_password: 'new-secret-1' },
      }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Phone not found' });
    }
    expect(outboxLines(t.dataDir)).toHaveLength(0);
  });

  it('sends codes through /recover/phone (query or body) and /recover/email, sharing the daily limit', async () => {
    t = await createTestApp({ config: { CODE_RESEND_SECONDS: '0' } });
    expect((await t.call('POST', `/api/recover/phone?phone=${DEMO}`)).status).toBe(200);
    expect((await t.call('POST', '/api/recover/phone', { body: { phone: DEMO } })).status).toBe(200);
    const mail = await t.call('POST', '/api/recover/email', { body: { email: 'MENTOR@example.org' } });
    expect((await mail.json()).send_type).toBe('email');
    expect(lastCode(t.dataDir, 'mentor@example.org')).toMatch(/^\d{4}$/);
    expect((await t.call('POST', '/api/recover-password/send-code', { body: { phone: DEMO } })).status).toBe(200);
    expect((await t.call('POST', '/api/recover-password/send-code', { body: { phone: DEMO } })).status).toBe(200);
    expect((await t.call('POST', '/api/recover-password/send-code', { body: { phone: DEMO } })).status).toBe(424);
  });

  it('refuses a short new password and a mismatched confirmation', async () => {
    t = await createTestApp();
    await t.call('POST', '/api/recover-password/send-code', { body: { phone: DEMO } });
    const code = lastCode(t.dataDir, DEMO);
    expect(
      (await t.call('POST', '/api/recover-password/change', { body: { phone: DEMO, code, new_password: 'short' } }))
        .status,
    ).toBe(400);
    const mismatch = await t.call('POST', '/api/recover-password/change', {
      body: { phone: DEMO, code, new_password: 'new-secret-1', confirm_password: 'new-secret-2' },
    });
    expect(await mismatch.json()).toEqual({ detail: 'Passwords do not match' });
  });
});
