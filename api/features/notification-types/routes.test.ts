import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('notification types and badges', () => {
  it('lists the five default notification types, also for guests, on both versions', async () => {
    for (const base of ['/api', '/otherapi']) {
      const res = await t.call('GET', `${base}/notification_type`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        list: [
          { id: 1, name: 'Общие', code: 'general' },
          { id: 2, name: 'Комментарии', code: 'comments' },
          { id: 3, name: 'Лайки', code: 'likes' },
          { id: 4, name: 'Подписки', code: 'subscriptions' },
          { id: 5, name: 'Системные', code: 'system' },
        ],
      });
    }
  });

  it('lists badges with name, description and image', async () => {
    const res = await t.call('GET', '/api/badge');
    expect(res.status).toBe(200);
    const { list } = (await res.json()) as { list: { id: number; name: string; description: string; image: string }[] };
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const badge of list) {
      expect(Object.keys(badge).sort()).toEqual(['description', 'id', 'image', 'name']);
      expect(badge.name && badge.description && badge.image.startsWith('/')).toBeTruthy();
    }
  });
});
