// Reading stored site data from a real Dexie database, and the menu/footer page selection.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from './local-db.ts';
import { menuPages, readSiteData, type StaticPageLink } from './site-data.ts';

const db = new LocalDb(`site-data-read-${Date.now()}`);
afterEach(async () => {
  await db.siteData.clear();
});

describe('readSiteData', () => {
  it('gives undefined before anything is stored, then the stored value', async () => {
    expect(await readSiteData('tags', db)).toBeUndefined();
    await db.siteData.put({ key: 'tags', value: [{ id: 1, name: 'Космос', slug: 'space' }], savedAt: 1 });
    expect(await readSiteData('tags', db)).toEqual([{ id: 1, name: 'Космос', slug: 'space' }]);
  });
});

describe('menuPages', () => {
  const page = (id: number, sort: number, showInMenu: boolean, showInMenuFooter: boolean): StaticPageLink => ({
    id,
    path: `p${id}`,
    title: `Страница ${id}`,
    sort,
    showInMenu,
    showInMenuFooter,
  });
  const pages = [page(1, 3, true, false), page(2, 1, true, true), page(3, 2, false, true), page(4, 0, false, false)];

  it('keeps the header pages in sort order', () => {
    expect(menuPages(pages, 'header').map((p) => p.id)).toEqual([2, 1]);
  });

  it('keeps the footer pages in sort order', () => {
    expect(menuPages(pages, 'footer').map((p) => p.id)).toEqual([2, 3]);
  });

  it('is empty before the pages are loaded', () => {
    expect(menuPages(undefined, 'header')).toEqual([]);
  });
});
