import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, seedReference } from '../../../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function list<T>(path: string): Promise<T[]> {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { list: T[] }).list;
}

describe('option lists', () => {
  it('lists tags and topics with id, name and slug', async () => {
    const tags = await list<{ id: number; name: string; slug: string }>('/api/tag');
    expect(tags.length).toBeGreaterThanOrEqual(15);
    expect(tags).toContainEqual(expect.objectContaining({ name: 'Физика', slug: 'physics' }));
    expect(Object.keys(tags[0] ?? {}).sort()).toEqual(['id', 'name', 'slug']);
    const topics = await list<{ id: number; name: string; slug: string }>('/otherapi/topic');
    expect(topics.length).toBeGreaterThanOrEqual(8);
    expect(new Set(topics.map((x) => x.slug)).size).toBe(topics.length);
  });

  it('lists user types with the fixed ids', async () => {
    const types = await list<{ id: number; name: string }>('/api/user_type');
    expect(types.slice(0, 3)).toEqual([
      { id: 1, name: 'Школьник' },
      { id: 2, name: 'Блогер' },
      { id: 3, name: 'Учёный' },
    ]);
    expect(types).toContainEqual({ id: 4, name: 'Учитель' });
    expect(types).toContainEqual({ id: 5, name: 'Родитель' });
  });

  it('lists at least 12 interests', async () => {
    const interests = await list<{ id: number; name: string }>('/api/interest/list');
    expect(interests.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(interests[0] ?? {}).sort()).toEqual(['id', 'name']);
  });

  it('inserts nothing of the shell data when the seed runs again', async () => {
    const before = (await list('/api/tag')).length;
    const counts = { ...(await seedReference(t.deps.db)), ...(await seedDemo(t.deps.db)) };
    for (const part of ['dictionaries', 'staticPages', 'projects', 'faq', 'notificationTypes'])
      expect(counts[part], part).toBe(0);
    expect((await list('/api/tag')).length).toBe(before);
  });
});
