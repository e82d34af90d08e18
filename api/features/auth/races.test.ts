// Requests at once: every check that reads and then writes (the resend cooldown, the daily caps,
// a code's tries, a code spent once, a login taken once) holds when requests interleave.
import { afterEach, describe, expect, it } from 'vitest';
import { lastCode, outboxLines } from '../../testing/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const PHONE = '79995557700';
const send = (login: string) => t.call('POST', `/api/auth/verify/send?login=${login}`);
const register = (code: string) =>
  t.call('POST', '/api/user', {
    body: { login: PHONE, password: 'secret-7', confirm_password: 'secret-7', verification_code: code },
  });
const statuses = async (calls: Promise<Response>[]) => (await Promise.all(calls)).map((r) => r.status).sort();

describe('code sends at once', () => {
  it('send one code inside the resend cooldown', async () => {
    t = await createTestApp();
    expect(await statuses(Array.from({ length: 5 }, () => send(PHONE)))).toEqual([200, 429, 429, 429, 429]);
    expect(outboxLines(t.dataDir)).toHaveLength(1);
  });

  it('stay within the daily cap in total', async () => {
    t = await createTestApp({ config: { CODE_SENDS_TOTAL_DAILY: '2' } });
    const logins = Array.from({ length: 5 }, (_, i) => `7999555771${i}`);
    expect(await statuses(logins.map(send))).toEqual([200, 200, 424, 424, 424]);
    expect(outboxLines(t.dataDir)).toHaveLength(2);
  });
});

describe('code checks at once', () => {
  it('use up one try each: the code is gone after its tries, however many guesses ran together', async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_IP: '100', RATE_LIMIT_PER_LOGIN: '100' } });
    await send(PHONE);
    const right = lastCode(t.dataDir, PHONE);
    const wrong = right === '1111' ? '2222' : '1111';
    expect(await statuses(Array.from({ length: 8 }, () => register(wrong)))).toEqual(Array(8).fill(400));
    expect(await (await register(right)).json()).toEqual({ detail: 'Wrong code' });
  });

  it('register a login once with one code', async () => {
    t = await createTestApp();
    await send(PHONE);
    const code = lastCode(t.dataDir, PHONE);
    expect(await statuses(Array.from({ length: 3 }, () => register(code)))).toEqual([201, 400, 400]);
  });
});
