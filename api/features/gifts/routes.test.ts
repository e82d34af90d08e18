import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('gifts', () => {
  it('refuses every method on /gifts and below with 403', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/gifts'],
      ['GET', '/api/gifts/'],
      ['GET', '/api/gifts/category/books'],
      ['POST', '/otherapi/gifts/order'],
      ['PUT', '/api/gifts/1'],
      ['DELETE', '/api/gifts/1'],
    ];
    for (const [method, path] of calls) {
      const res = await t.call(method, path, method === 'GET' ? {} : { body: { id: 1 } });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ detail: 'Gifts functionality is disabled' });
    }
  });
});
