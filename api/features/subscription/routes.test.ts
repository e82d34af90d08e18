import { afterAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../../db/schema/subscriptions.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

describe('newsletter subscription', () => {
  it('stores an address once and answers 200 for the duplicate too', async () => {
    for (const email of ['reader@example.org', ' Reader@Example.org ']) {
      const res = await t.call('POST', '/api/subscription/subscribe', { body: { email } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    const rows = await t.deps.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['reader@example.org']);
  });

  it('answers 400 "Invalid email" for a bad or missing address', async () => {
    for (const body of [{ email: 'reader@' }, { email: 'no spaces@example.org' }, { email: 42 }, {}]) {
      const res = await t.call('POST', '/otherapi/subscription/subscribe', { body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Invalid email' });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.call('POST', '/api/subscription/subscribe', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toEqual(expect.any(String));
  });
});
