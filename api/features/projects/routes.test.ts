import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Project {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string;
  url: string;
  show_in_menu: boolean;
  show_in_slider: boolean;
  order: number;
}

async function catalog(query: string): Promise<{ list: Project[]; total: number }> {
  const res = await t.call('GET', `/api/project/catalog${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe('projects', () => {
  it('lists all projects sorted by order ascending with the agreed fields', async () => {
    const { list, total } = await catalog('?sort=order&order=asc');
    expect(total).toBe(list.length);
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'description',
      'id',
      'order',
      'preview',
      'show_in_menu',
      'show_in_slider',
      'slug',
      'title',
      'url',
    ]);
    const orders = list.map((p) => p.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('filters the menu and the slider projects', async () => {
    const all = (await catalog('')).list;
    const menu = await catalog('?show_in_menu=1&sort=order&order=asc');
    expect(menu.list.length).toBeGreaterThan(0);
    expect(menu.list.every((p) => p.show_in_menu)).toBe(true);
    expect(menu.total).toBe(all.filter((p) => p.show_in_menu).length);
    const slider = await catalog('?show_in_slider=true');
    expect(slider.list.every((p) => p.show_in_slider)).toBe(true);
    expect(slider.total).toBe(all.filter((p) => p.show_in_slider).length);
    expect(slider.total).toBeLessThan(all.length);
  });

  it('sorts descending and pages with limit and offset', async () => {
    const desc = (await catalog('?sort=order&order=desc')).list.map((p) => p.order);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const page = await catalog('?limit=2&offset=1');
    const all = (await catalog('')).list;
    expect(page.list.map((p) => p.id)).toEqual(all.slice(1, 3).map((p) => p.id));
    expect(page.total).toBe(all.length);
  });

  it('rejects bad catalogue parameters with 400', async () => {
    for (const q of ['?limit=0', '?limit=101', '?offset=-1', '?order=sideways', '?show_in_menu=yes']) {
      const res = await t.call('GET', `/api/project/catalog${q}`);
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toEqual(expect.any(String));
    }
  });

  it('finds one project by id and by slug on both API versions', async () => {
    const first = (await catalog('')).list[0];
    if (!first) throw new Error('no seeded projects');
    const byId = await t.call('GET', `/api/project/${first.id}`);
    expect(byId.status).toBe(200);
    expect(await byId.json()).toEqual(first);
    const bySlug = await t.call('GET', `/otherapi/project/slug/${first.slug}`);
    expect(bySlug.status).toBe(200);
    expect(await bySlug.json()).toEqual(first);
  });

  it('answers 404 for an unknown id or slug', async () => {
    for (const path of ['/api/project/99999', '/api/project/slug/no-such-project']) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Project not found' });
    }
  });
});
