// The code limits at their edges, with the default config and a set clock (api/lib/clock.ts): the resend
// cooldown at 119 and 121 s, the login's 4 requests a day at 4 and 5 and at the day's end, a code's
// 10 minutes (599 and 600 s), the recovery lock's day, and the per-IP daily cap at 20 and 21. Each step is one second
// past or short of the limit, so moving a limit by one step fails here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, setClock } from '../../lib/clock.ts';
import { lastCode, outboxLines } from '../../testing/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const SECOND = 1000;
const DAY = 86_400 * SECOND;
const DEMO = '79990000001';

let t: TestApp;
beforeEach(() => {
  setClock(Date.parse('2026-03-02T09:00:00.000Z'));
});
afterEach(async () => {
  setClock(null);
  await t?.close();
});

const send = (login: string, headers: Record<string, string> = {}) =>
  t.call('POST', `/api/auth/verify/send?login=${login}`, { headers });
const sendRecovery = () => t.call('POST', '/api/recover-password/send-code', { body: { phone: DEMO } });
const check = (code: string) => t.call('GET', `/api/recover-password/check-code?phone=${DEMO}&code=${code}`);

describe('the resend cooldown (120 s)', () => {
  it('refuses a new code at 119 s with one second left, and sends one at 121 s', async () => {
    t = await createTestApp();
    expect((await send('79991234567')).status).toBe(200);
    advanceClock(119 * SECOND);
    const early = await send('79991234567');
    expect(early.status).toBe(429);
    expect(await early.json()).toEqual({ detail: 'Code resend cooldown', seconds_left: 1 });
    expect(early.headers.get('retry-after')).toBe('1');
    advanceClock(2 * SECOND);
    const again = await send('79991234567');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ attempt: 2, resend_seconds: 120 });
    expect(outboxLines(t.dataDir)).toHaveLength(2);
  });
});

describe("a login's code requests per day (4)", () => {
  it('sends the 4th, refuses the 5th until a day after the first, then sends again', async () => {
    t = await createTestApp();
    const login = '79991234568';
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await send(login)).status);
      advanceClock(121 * SECOND);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 424]);
    // The first request was 5 × 121 s ago; it leaves the 24-hour window when the day is out.
    advanceClock(DAY - 5 * 121 * SECOND - SECOND);
    expect((await send(login)).status).toBe(424);
    advanceClock(SECOND);
    const next = await send(login);
    expect(next.status).toBe(200);
    expect(await next.json()).toMatchObject({ attempt: 4, requests_left: 0 });
  });
});

describe("a code's lifetime (600 s)", () => {
  it('accepts the code at 599 s and refuses it at 600 s', async () => {
    t = await createTestApp();
    expect((await sendRecovery()).status).toBe(200);
    const code = lastCode(t.dataDir, DEMO);
    advanceClock(599 * SECOND);
    expect(await (await check(code)).json()).toEqual({ success: true });
    advanceClock(SECOND);
    const late = await check(code);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ detail: 'Wrong code' });
  });
});

describe('the recovery lock after wrong codes', () => {
  it('holds for 24 hours from the first wrong code, to the second', async () => {
    t = await createTestApp({ config: { RECOVERY_WRONG_CODES_DAILY: '3' } });
    expect((await sendRecovery()).status).toBe(200);
    const code = lastCode(t.dataDir, DEMO);
    const wrong = code === '1111' ? '2222' : '1111';
    for (let i = 0; i < 3; i++) expect((await check(wrong)).status).toBe(400);
    expect((await check(code)).status).toBe(424);
    advanceClock(DAY - SECOND);
    expect((await sendRecovery()).status).toBe(424);
    advanceClock(SECOND);
    expect((await sendRecovery()).status).toBe(200);
    expect((await check(lastCode(t.dataDir, DEMO))).status).toBe(200);
  });
});

describe('code sends per client IP per day (20)', () => {
  it('sends the 20th, refuses the 21st, and sends again when the day is out', async () => {
    t = await createTestApp({ config: { TRUST_PROXY: '1' } });
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await send(`799955501${String(i).padStart(2, '0')}`, from)).status);
      // Past the per-IP limit of 30 a minute, so only the daily cap can refuse.
      advanceClock(61 * SECOND);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(424);
    advanceClock(DAY - 21 * 61 * SECOND - SECOND);
    expect((await send('79995550199', from)).status).toBe(424);
    advanceClock(SECOND);
    expect((await send('79995550199', from)).status).toBe(200);
  });
});
