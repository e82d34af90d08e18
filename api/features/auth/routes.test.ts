import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { lastCode, outboxLines } from '../../testing/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const send = (login: string, sendType = 'flash_call') =>
  t.call('POST', `/api/auth/verify/send?login=${encodeURIComponent(login)}&send_type=${sendType}`);

describe('sign-in by password', () => {
  it('signs a demo user in by phone in any accepted format and by e-mail, answering token, user and cookie', async () => {
    t = await createTestApp();
    for (const login of ['79990000001', '89990000001', '+7 (999) 000-00-01', '8 999 000 00 01']) {
      const res = await t.call('POST', '/api/auth/login', { body: { login, password: 'demo-password-1' } });
      expect(res.status, login).toBe(200);
      const body = await res.json();
      expect(body.user).toMatchObject({
        id: 1,
        login: '79990000001',
        name: 'Алиса',
        last_name: 'Иванова',
        coins: 350,
        type: { id: 1 },
      });
      expect(res.headers.get('set-cookie')).toMatch(/auth_token=.+HttpOnly/i);
      const me = await t.call('GET', '/api/user/me', { token: body.access_token });
      expect((await me.json()).id).toBe(1);
    }
    const byMail = await t.call('POST', '/api/auth/login', {
      body: { login: 'Mentor@Example.org', password: 'demo-password-1' },
    });
    expect(byMail.status).toBe(200);
    expect((await byMail.json()).user.login).toBe('mentor@example.org');
  });

  it('answers the spec details for a wrong password, an unknown phone and a bad login', async () => {
    t = await createTestApp();
    const wrong = await t.call('POST', '/api/auth/login', { body: { login: '79990000001', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: 'Invalid login or password' });
    const unknown = await t.call('POST', '/api/auth/login', { body: { login: '79995550000', password: 'whatever1' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Phone not found' });
    const bad = await t.call('POST', '/api/auth/login', { body: { login: '12345', password: 'whatever1' } });
    expect(bad.status).toBe(400);
    const missing = await t.call('POST', '/api/auth/login', { body: { login: '79990000001' } });
    expect(missing.status).toBe(400);
  });

  it('logs out: the token stops working', async () => {
    t = await createTestApp();
    const { access_token } = await (
      await t.call('POST', '/api/auth/login', { body: { login: '79990000002', password: 'demo-password-1' } })
    ).json();
    expect((await t.call('POST', '/api/auth/logout', { token: access_token })).status).toBe(200);
    expect((await t.call('GET', '/api/user/me', { token: access_token })).status).toBe(401);
  });

  it('rate-limits sign-in per login and per IP with 429 Too many requests', async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_LOGIN: '3', RATE_LIMIT_PER_IP: '5', TRUST_PROXY: '1' } });
    const attempt = (login: string, ip: string) =>
      t.call('POST', '/api/auth/login', {
        body: { login, password: 'wrong-password' },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('79990000001', `10.0.0.${i}`)).status).toBe(401);
    const blocked = await attempt('79990000001', '10.0.0.9');
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).detail).toBe('Too many requests');
    expect(blocked.headers.get('retry-after')).toBe('60');
    for (let i = 0; i < 5; i++) await attempt(`7999111000${i}`, '10.1.1.1');
    expect((await attempt('79991110009', '10.1.1.1')).status).toBe(429);
    expect((await attempt('79991110009', '10.1.1.2')).status).toBe(404);
  });
});

describe('GET /auth/exist', () => {
  it('says whether a phone has an account, and is rate limited', async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_LOGIN: '2' } });
    expect(await (await t.call('GET', '/api/auth/exist?phone=8%20999%20000%2000%2001')).json()).toEqual({
      exist: true,
    });
    expect(await (await t.call('GET', '/api/auth/exist?phone=79995550000')).json()).toEqual({ exist: false });
    expect((await t.call('GET', '/api/auth/exist?phone=123')).status).toBe(400);
    expect((await t.call('GET', '/api/auth/exist?phone=79990000001')).status).toBe(200);
    expect((await t.call('GET', '/api/auth/exist?phone=79990000001')).status).toBe(429);
  });
});

describe('POST /auth/verify/send', () => {
  it('sends 1-3 by voice, the 4th by SMS and answers 424 from the 5th, each written to outbox.jsonl', async () => {
    t = await createTestApp({ config: { CODE_RESEND_SECONDS: '0' } });
    const login = '79991234567';
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await send('+7 (999) 123-45-67');
      expect(res.status).toBe(200);
      answers.push(await res.json());
    }
    expect(answers.map((a) => a.send_type)).toEqual(['flash_call', 'flash_call', 'flash_call', 'sms']);
    expect(answers[3]).toMatchObject({ success: true, attempt: 4, requests_left: 0, resend_seconds: 0 });
    const fifth = await send(login, 'sms');
    expect(fifth.status).toBe(424);
    expect(await fifth.json()).toEqual({ detail: 'Request limit reached' });
    expect((await send(login)).status).toBe(424);
    const lines = outboxLines(t.dataDir);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(['at', 'channel', 'code', 'login']);
      expect(line.login).toBe(login);
      expect(line.code).toMatch(/^\d{4}$/);
      expect(Number.isNaN(Date.parse(line.at))).toBe(false);
    }
    expect(lines.map((l) => l.channel)).toEqual(['flash_call', 'flash_call', 'flash_call', 'sms']);
  });

  it('limits code requests per IP across logins', async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_IP: '2', TRUST_PROXY: '1' } });
    const from = (login: string, ip: string) =>
      t.call('POST', `/api/auth/verify/send?login=${login}`, { headers: { 'x-forwarded-for': ip } });
    expect((await from('79990001111', '10.2.0.1')).status).toBe(200);
    expect((await from('79990002222', '10.2.0.1')).status).toBe(200);
    const third = await from('79990003333', '10.2.0.1');
    expect(third.status).toBe(429);
    expect((await third.json()).detail).toBe('Too many requests');
    expect((await from('79990003333', '10.2.0.2')).status).toBe(200);
  });

  it('enforces the resend cooldown with 429, the seconds left and Retry-After', async () => {
    t = await createTestApp();
    expect((await send('79991234567')).status).toBe(200);
    const again = await send('79991234567');
    expect(again.status).toBe(429);
    const body = await again.json();
    expect(body.detail).toBe('Code resend cooldown');
    expect(body.seconds_left).toBeGreaterThan(110);
    expect(body.seconds_left).toBeLessThanOrEqual(120);
    expect(again.headers.get('retry-after')).toBe(String(body.seconds_left));
    expect(outboxLines(t.dataDir)).toHaveLength(1);
  });

  it('answers 200 with error=true for an existing login and sends nothing', async () => {
    t = await createTestApp();
    const res = await send('89990000001');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: true, detail: 'User already exists' });
    expect(outboxLines(t.dataDir)).toHaveLength(0);
  });

  it('sends e-mail logins a code by e-mail and refuses bad logins', async () => {
    t = await createTestApp();
    const res = await send('New.Pupil@Example.org');
    expect((await res.json()).send_type).toBe('email');
    expect(lastCode(t.dataDir, 'new.pupil@example.org')).toMatch(/^\d{4}$/);
    expect((await send('12345')).status).toBe(400);
    expect((await t.call('POST', '/api/auth/verify/send?login=79991234567&send_type=pigeon')).status).toBe(400);
  });
});

describe('POST /auth/dev-login', () => {
  it('is 404 without DEV_AUTH and in production, where DEV_AUTH=1 stops the start; GET says it is off', async () => {
    t = await createTestApp();
    expect((await t.call('POST', '/api/auth/dev-login', { body: { user_id: 1 } })).status).toBe(404);
    expect(await (await t.call('GET', '/api/auth/dev-login')).json()).toEqual({ enabled: false });
    await t.close();
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'outbox',
      EMAIL_PROVIDER: 'outbox',
      AUTH_SECRET: 'a'.repeat(32),
      PUBLIC_URL: 'https://nauka.example.ru',
    };
    expect(() => loadConfig({ ...production, DEV_AUTH: '1' })).toThrow(/DEV_AUTH: must be off in production/);
    t = await createTestApp({ config: production });
    expect((await t.call('POST', '/api/auth/dev-login', { body: { user_id: 1 } })).status).toBe(404);
    expect(await (await t.call('GET', '/api/auth/dev-login')).json()).toEqual({ enabled: false });
  });

  it('signs in by user id with DEV_AUTH=1 outside production, answering the full user', async () => {
    t = await createTestApp({ config: { DEV_AUTH: '1' } });
    expect(await (await t.call('GET', '/api/auth/dev-login')).json()).toEqual({ enabled: true });
    const res = await t.call('POST', '/api/auth/dev-login', { body: { user_id: 3 } });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ id: 3, login: 'mentor@example.org', type: { id: 2 } });
  });
});
