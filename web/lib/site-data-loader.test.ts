// The site data loader against a real Dexie database (fake-indexeddb): every source is
// stored, and a failed source keeps the previously stored copy and logs the spec's text.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueryValue } from './api-client.ts';
import { LocalDb } from './local-db.ts';
import { readSiteData } from './site-data.ts';
import { fetchProjects, loadSiteData, type SiteDataFetch } from './site-data-loader.ts';

const project = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  slug: `p${id}`,
  title: `Проект ${id}`,
  description: '',
  preview: null,
  url: null,
  showInMenu: true,
  showInSlider: false,
  order: id,
  ...extra,
});

function responses(version: string): Record<string, unknown> {
  return {
    '/settings': { siteName: `Наука рядом ${version}`, vkUrl: 'https://vk.com/x' },
    '/static-page': {
      list: [{ id: 1, path: 'about', title: 'О проекте', showInMenu: true, showInMenuFooter: true, sort: 1 }],
    },
    '/tag': { list: [{ id: 1, name: `Космос ${version}`, slug: 'space' }] },
    '/topic': { list: [{ id: 2, name: 'Физика', slug: 'physics' }] },
    '/user_type': {
      list: [
        { id: 1, name: 'Школьник' },
        { id: 2, name: 'Блогер' },
      ],
    },
    '/project/catalog?show_in_menu': { list: [project(1), project(2)], total: 2 },
    '/project/catalog?show_in_slider': { list: [project(3, { showInSlider: true })], total: 1 },
  };
}

interface Call {
  path: string;
  query: Record<string, QueryValue> | undefined;
}

/** A fetch that answers from a table and fails for the paths in `down`. */
function fakeServer(version: string, down: string[] = [], calls: Call[] = []): SiteDataFetch {
  const table = responses(version);
  return async <T>(path: string, query?: Record<string, QueryValue>): Promise<T> => {
    calls.push({ path, query });
    const key = path === '/project/catalog' ? `${path}?${query?.showInMenu ? 'show_in_menu' : 'show_in_slider'}` : path;
    if (down.includes(key)) throw new Error(`HTTP 500 for ${key}`);
    return table[key] as T;
  };
}

const dbs: LocalDb[] = [];
function freshDb(): LocalDb {
  const db = new LocalDb(`site-data-test-${dbs.length}-${Date.now()}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

describe('loadSiteData', () => {
  it('stores every source under its key with the documented queries', async () => {
    const db = freshDb();
    const calls: Call[] = [];
    const result = await loadSiteData({ fetch: fakeServer('v1', [], calls), db, log: () => undefined });
    expect(result.failed).toEqual([]);
    expect(result.loaded).toHaveLength(7);
    expect(await readSiteData('settings', db)).toEqual({ siteName: 'Наука рядом v1', vkUrl: 'https://vk.com/x' });
    expect((await readSiteData('staticPages', db))?.[0]?.path).toBe('about');
    expect(await readSiteData('userTypes', db)).toEqual([
      { id: 1, name: 'Школьник' },
      { id: 2, name: 'Блогер' },
    ]);
    expect((await readSiteData('menuProjects', db))?.map((p) => p.id)).toEqual([1, 2]);
    expect((await readSiteData('sliderProjects', db))?.map((p) => p.id)).toEqual([3]);
    expect(calls.filter((c) => c.path === '/project/catalog').map((c) => c.query)).toEqual([
      { showInMenu: 1, sort: 'order', order: 'asc' },
      { showInSlider: 1, sort: 'order', order: 'asc' },
    ]);
  });

  it('keeps the stored copy of a failed source and logs the spec message', async () => {
    const db = freshDb();
    await loadSiteData({ fetch: fakeServer('v1'), db, log: () => undefined });
    const logged: string[] = [];
    const result = await loadSiteData({
      fetch: fakeServer('v2', ['/tag', '/project/catalog?show_in_menu', '/project/catalog?show_in_slider']),
      db,
      log: (message) => logged.push(message),
    });
    expect(result.failed.sort()).toEqual(['menuProjects', 'sliderProjects', 'tags']);
    expect(logged.sort()).toEqual([
      'Failed to fetch menu projects',
      'Failed to fetch slider projects',
      'Failed to fetch tags',
    ]);
    expect((await readSiteData('settings', db))?.siteName).toBe('Наука рядом v2');
    expect((await readSiteData('tags', db))?.[0]?.name).toBe('Космос v1');
    expect((await readSiteData('menuProjects', db))?.map((p) => p.id)).toEqual([1, 2]);
  });

  it('treats a malformed answer as a failure and stores nothing for it', async () => {
    const db = freshDb();
    const broken: SiteDataFetch = async <T>(path: string): Promise<T> => ({ path }) as T;
    const result = await loadSiteData({ fetch: broken, db, log: () => undefined });
    // settings is any object, so it is kept; every list source is rejected.
    expect(result.loaded).toEqual(['settings']);
    expect(await readSiteData('tags', db)).toBeUndefined();
  });

  it('works offline from nothing: every source fails and nothing is written', async () => {
    const db = freshDb();
    const offline: SiteDataFetch = () => Promise.reject(new Error('Network error'));
    const result = await loadSiteData({ fetch: offline, db, log: () => undefined });
    expect(result.loaded).toEqual([]);
    expect(await db.siteData.count()).toBe(0);
  });
});

describe('fetchProjects', () => {
  it('returns a page of the catalogue', async () => {
    const page = await fetchProjects({ showInMenu: 1 }, { fetch: fakeServer('v1') });
    expect(page.total).toBe(2);
    expect(page.list.map((p) => p.title)).toEqual(['Проект 1', 'Проект 2']);
  });

  it("gives an empty page and logs 'Failed to fetch projects' on failure", async () => {
    const logged: string[] = [];
    const page = await fetchProjects(
      {},
      { fetch: () => Promise.reject(new Error('down')), log: (m) => logged.push(m) },
    );
    expect(page).toEqual({ list: [], total: 0 });
    expect(logged).toEqual(['Failed to fetch projects']);
  });
});
