import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPages } from '../../../db/schema/static-pages.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { StaticPageListItem as ListItem } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('static pages', () => {
  it('lists the seeded pages in menu order without content, on both API versions', async () => {
    for (const base of ['/api', '/otherapi']) {
      const res = await t.call('GET', `${base}/static-page/`);
      expect(res.status).toBe(200);
      const { list } = (await res.json()) as { list: (ListItem & { content?: string })[] };
      const byPath = new Map(list.map((p) => [p.path, p]));
      expect(byPath.get('about')?.title).toBe('О проекте');
      expect(byPath.get('policy')?.title).toBe('Политика конфиденциальности');
      expect(byPath.get('agreement')?.title).toBe('Пользовательское соглашение');
      expect(byPath.has('contacts') && byPath.has('rules') && byPath.has('help')).toBe(true);
      expect(byPath.get('about')).toMatchObject({ show_in_menu: true, show_in_menu_footer: true });
      expect(list.every((p) => p.content === undefined)).toBe(true);
      const sorts = list.map((p) => p.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
  });

  it('answers the list without the trailing slash too (strict: false)', async () => {
    const res = await t.call('GET', '/api/static-page');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { list: unknown[] }).list.length).toBeGreaterThanOrEqual(6);
  });

  it('returns one page with its content by path, with or without a leading slash', async () => {
    for (const path of ['about', '/about']) {
      const res = await t.call('GET', `/api/static-page/path?path=${encodeURIComponent(path)}`);
      expect(res.status).toBe(200);
      const page = await res.json();
      expect(page).toMatchObject({ path: 'about', title: 'О проекте', show_in_menu: true, show_in_menu_footer: true });
      expect(page.content).toContain('<p>');
      expect(page.description).toEqual(expect.any(String));
    }
  });

  it('answers 404 for an unknown page and 400 without a path', async () => {
    const missing = await t.call('GET', '/api/static-page/path?path=no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Page not found' });
    const bad = await t.call('GET', '/api/static-page/path');
    expect(bad.status).toBe(400);
    expect((await bad.json()).detail).toContain('path');
  });

  it('stores only sanitised HTML: every seeded page is unchanged by the sanitiser', async () => {
    const rows = await t.deps.db.select().from(staticPages);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(sanitizeHtml(row.content)).toBe(row.content);
  });
});
