import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statistics } from '../../../db/schema/statistics.ts';
import { one } from '../../../db/store.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const row = (id: number) => one(t.deps.db.select().from(statistics).where(eq(statistics.id, id)));

async function open(body: unknown, token?: string): Promise<number> {
  const res = await t.call('POST', '/api/statistics', { body, token });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return id;
}

describe('statistics', () => {
  it('records a guest view and lets only the same client update it; the depth only grows', async () => {
    const id = await open({ page_type: 'post', page_id: 7, client_id: 'guest-device-1' });
    expect(await row(id)).toMatchObject({
      pageType: 'post',
      pageId: 7,
      userId: null,
      clientId: 'guest-device-1',
      scrollDepth: 0,
    });

    expect(
      (
        await t.call('PATCH', `/api/statistics/${id}`, {
          body: { scroll_depth: 60, seconds: 12, client_id: 'guest-device-1' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('PATCH', `/api/statistics/${id}`, {
          body: { scroll_depth: 30, seconds: 20, client_id: 'guest-device-1' },
        })
      ).status,
    ).toBe(200);
    expect(await row(id)).toMatchObject({ scrollDepth: 60, seconds: 20 });

    const other = await t.call('PATCH', `/api/statistics/${id}`, {
      body: { scroll_depth: 90, client_id: 'someone-else' },
    });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ detail: 'Forbidden' });
    expect((await t.call('PATCH', `/api/statistics/${id}`, { body: { scroll_depth: 90 } })).status).toBe(403);
    expect((await row(id))?.scrollDepth).toBe(60);
  });

  it('lets a signed-in user update its own record without a client id, and no one else', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const id = await open({ page_type: 'news', page_id: 3 }, me.token);
    expect((await row(id))?.userId).toBe(me.userId);
    expect(
      (await t.call('PATCH', `/api/statistics/${id}`, { body: { scroll_depth: 100 }, token: other.token })).status,
    ).toBe(403);
    expect(
      (await t.call('PATCH', `/api/statistics/${id}`, { body: { scroll_depth: 100 }, token: me.token })).status,
    ).toBe(200);
    expect((await row(id))?.scrollDepth).toBe(100);
  });

  it('reads a text/plain JSON body (keepalive requests) and rejects bad input with 4xx', async () => {
    const res = await t.app.request('/api/statistics', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ page_type: 'event', page_id: 1, client_id: 'beacon-client' }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const bad = [
      ['POST', '/api/statistics', { page_type: 'nope', page_id: 1 }],
      ['POST', '/api/statistics', { page_type: 'post' }],
      ['POST', '/api/statistics', '{broken'],
      ['PATCH', `/api/statistics/${id}`, { scroll_depth: 101, client_id: 'beacon-client' }],
      ['PATCH', `/api/statistics/${id}`, { scroll_depth: -1, client_id: 'beacon-client' }],
      ['PATCH', `/api/statistics/${id}`, { client_id: 'beacon-client' }],
    ] as const;
    for (const [method, path, body] of bad) {
      const r = await t.call(method, path, { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await r.json()) as object)).toEqual(['detail']);
    }
    expect(
      (await t.call('PATCH', '/api/statistics/999999', { body: { scroll_depth: 5, client_id: 'beacon-client' } }))
        .status,
    ).toBe(404);
  });

  it('records views only of items that exist (finding 8)', async () => {
    for (const body of [
      { page_type: 'post', page_id: 99_999 },
      { page_type: 'course', page_id: 99_999 },
    ]) {
      const res = await t.call('POST', '/api/statistics', { body });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Page not found' });
    }
  });

  it('limits writes per client IP for guests and per user for signed-in users (finding 8)', async () => {
    const limited = await createTestApp({ config: { ANONYMOUS_WRITES_PER_MINUTE: '3', TRUST_PROXY: '1' } });
    try {
      const from = (ip: string, token?: string) =>
        limited.call('POST', '/api/statistics', {
          body: { page_type: 'post', page_id: 1 },
          headers: { 'x-forwarded-for': `9.9.9.${(Math.random() * 250) | 0}, ${ip}` },
          token,
        });
      expect([
        (await from('198.51.100.1')).status,
        (await from('198.51.100.1')).status,
        (await from('198.51.100.1')).status,
      ]).toEqual([201, 201, 201]);
      const fourth = await from('198.51.100.1');
      expect(fourth.status).toBe(429);
      expect((await fourth.json()).detail).toBe('Too many requests');
      expect((await from('198.51.100.2')).status).toBe(201);
      const { token } = await limited.signUp();
      for (let i = 0; i < 3; i++) expect((await from(`198.51.100.${10 + i}`, token)).status).toBe(201);
      expect((await from('198.51.100.20', token)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
