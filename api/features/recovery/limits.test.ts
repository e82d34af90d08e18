// Findings 2 and 3: guessing 4-digit codes and running up the SMS bill. Checking a code is
// limited per IP and per login, wrong recovery codes lock the login for a day, code sends have
// daily caps per IP and in total, and a rotating X-Forwarded-For does not escape any of it.
import { afterEach, describe, expect, it } from 'vitest';
import { lastCode } from '../../testing/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const DEMO = '79990000001';
let forged = 0;
/** What one reverse proxy forwards: whatever the client wrote, then the address it saw. */
const viaProxy = (real: string) => ({ 'x-forwarded-for': `6.6.6.${++forged % 250}, ${real}` });
const check = (phone: string, code: string, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/recover-password/check-code?phone=${phone}&code=${code}`, { headers });
const wrongFor = (code: string) => (code === '1111' ? '2222' : '1111');

describe('code checks', () => {
  it('limits recovery code checks per IP across logins', async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_IP: '3', TRUST_PROXY: '1' } });
    for (const phone of ['79990000001', '79990000002', '79995550001'])
      expect((await check(phone, '0000', viaProxy('1.1.1.1'))).status).not.toBe(429);
    const blocked = await check('79995550002', '0000', viaProxy('1.1.1.1'));
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ detail: 'Too many requests' });
  });

  it('limits checks per login from any number of IPs', async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_LOGIN: '2' } });
    await t.call('POST', '/api/recover-password/send-code', { body: { phone: DEMO } });
    const headers = (i: number) => ({ 'x-forwarded-for': `10.9.0.${i}` });
    expect((await check(DEMO, '0000', headers(1))).status).toBe(400);
    expect((await check(DEMO, '0000', headers(2))).status).toBe(400);
    expect((await check(DEMO, lastCode(t.dataDir, DEMO), headers(3))).status).toBe(429);
  });

  it('limits registration code checks per IP', async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_IP: '2' } });
    const register = (login: string) =>
      t.call('POST', '/api/user', {
        body: { login, password: 'secret-123', confirm_password: 'secret-123', verification_code: '0000' },
      });
    expect((await register('79995550011')).status).toBe(400);
    expect((await register('79995550012')).status).toBe(400);
    expect((await register('79995550013')).status).toBe(429);
  });

  it('locks recovery for a login after too many wrong codes in a day, even for the right code', async () => {
    t = await createTestApp({ config: { RECOVERY_WRONG_CODES_DAILY: '3', CODE_RESEND_SECONDS: '0' } });
    await t.call('POST', '/api/recover-password/send-code', { body: { phone: DEMO } });
    const code = lastCode(t.dataDir, DEMO);
    for (let i = 0; i < 3; i++)
      expect(await (await check(DEMO, wrongFor(code))).json()).toEqual({ detail: 'Wrong code' });
    const locked = await check(DEMO, code);
    expect(locked.status).toBe(424);
    expect(await locked.json()).toEqual({ detail: 'Request limit reached' });
    expect((await t.call('POST', '/api/recover-password/send-code', { body: { phone: DEMO } })).status).toBe(424);
    const change = await t.call('POST', '/api/recover-password/change', {
      body: { phone: DEMO, code, new_password: 'new-secret-1' },
    });
    expect(change.status).toBe(424);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { login: DEMO, password: 'demo-password-1' } })).status,
    ).toBe(200);
    expect((await t.call('POST', '/api/recover-password/send-code', { body: { phone: '79990000002' } })).status).toBe(
      200,
    );
  });
});

describe('daily caps on code sends', () => {
  const send = (login: string, ip: string) =>
    t.call('POST', `/api/auth/verify/send?login=${login}`, { headers: viaProxy(ip) });

  it('caps sends per client IP per day, also with a rotating X-Forwarded-For, and keeps the 424 popup status', async () => {
    t = await createTestApp({ config: { CODE_SENDS_PER_IP_DAILY: '2', TRUST_PROXY: '1' } });
    expect((await send('79995550021', '198.51.100.1')).status).toBe(200);
    expect((await send('79995550022', '198.51.100.1')).status).toBe(200);
    const third = await send('79995550023', '198.51.100.1');
    expect(third.status).toBe(424);
    expect(await third.json()).toEqual({ detail: 'Request limit reached' });
    expect((await send('79995550023', '198.51.100.2')).status).toBe(200);
  });

  it('caps sends in total per day', async () => {
    t = await createTestApp({ config: { CODE_SENDS_TOTAL_DAILY: '2', TRUST_PROXY: '1' } });
    expect((await send('79995550031', '198.51.100.11')).status).toBe(200);
    expect((await send('79995550032', '198.51.100.12')).status).toBe(200);
    expect((await send('79995550033', '198.51.100.13')).status).toBe(424);
  });

  it('still limits per IP per minute when the client rotates the first X-Forwarded-For entry (finding 3)', async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_IP: '5', TRUST_PROXY: '1' } });
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await send(`7999555004${i}`, '198.51.100.20')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
