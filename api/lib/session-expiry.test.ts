// A session's lifetime on the server's clock (api/lib/clock.ts): a token works one second before its 365 days are
// out and not at the end; the readable 'signed_in' marker, added for a session made before it existed, ends when a
// session made at the same moment would.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { advanceClock, setClock } from './clock.ts';
import { SESSION_TTL_MS } from './session-service.ts';

const START = Date.parse('2026-03-02T09:00:00.000Z');
const SECOND = 1000;

let t: TestApp;
beforeEach(async () => {
  setClock(START);
  t = await createTestApp();
});
afterEach(async () => {
  setClock(null);
  await t.close();
});
afterAll(() => setClock(null));

describe('the session lifetime (365 days)', () => {
  it('signs the token in one second before its end, and not at its end', async () => {
    const { token } = await t.signUp();
    advanceClock(SESSION_TTL_MS - SECOND);
    expect((await t.call('GET', '/api/user/me', { token })).status).toBe(200);
    advanceClock(SECOND);
    const ended = await t.call('GET', '/api/user/me', { token });
    expect(ended.status).toBe(401);
  });

  it("gives a live cookie without a marker the marker, ending 365 days from the server's now", async () => {
    const { token } = await t.signUp();
    advanceClock(86_400 * SECOND);
    const res = await t.call('GET', '/api/user/me', { headers: { cookie: `auth_token=${token}` } });
    expect(res.status).toBe(200);
    const marker = res.headers.getSetCookie().find((v) => v.startsWith('signed_in='));
    expect(marker).toContain(`Expires=${new Date(START + 86_400 * SECOND + SESSION_TTL_MS).toUTCString()}`);
  });
});
