// /catalog/course, /catalog/quizz and /catalog/contest honour the spec's `search` (stemmed, as the main
// catalogue) and `sort` (DATE_DESC, DATE_ASC).
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../testing/file-test-app.ts';

const t = fileTestApp();

interface Cards {
  list: { id: number; title: string }[];
  total: number;
}
const get = async (path: string): Promise<Cards> => {
  const res = await t.call('GET', path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as Cards;
};

describe.each(['course', 'quizz', 'contest'])('/catalog/%s', (kind) => {
  it('finds nothing for a nonsense search and finds an item by a word of its title', async () => {
    const nonsense = await get(`/api/catalog/${kind}?search=${encodeURIComponent('зюзюкщвыр')}`);
    expect(nonsense).toEqual({ list: [], total: 0 });
    const all = await get(`/api/catalog/${kind}?limit=100`);
    const item = all.list.at(-1)!;
    // The longest word of its title, in another case: stemming and case folding as the main catalogue's.
    const word = item.title.split(/[^\p{L}\d]+/u).sort((a, b) => b.length - a.length)[0]!;
    const found = await get(`/api/catalog/${kind}?limit=100&search=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.list.map((x) => x.id)).toContain(item.id);
    expect(found.total).toBe(found.list.length);
    expect(found.total).toBeLessThan(all.total);
  });

  it('sorts oldest first with DATE_ASC and newest first with DATE_DESC', async () => {
    const desc = (await get(`/api/catalog/${kind}?limit=100&sort=DATE_DESC`)).list.map((x) => x.id);
    const asc = (await get(`/api/catalog/${kind}?limit=100&sort=DATE_ASC`)).list.map((x) => x.id);
    expect(desc.length).toBeGreaterThan(1);
    expect(asc).toEqual([...desc].reverse());
    expect((await t.call('GET', `/api/catalog/${kind}?sort=SIDEWAYS`)).status).toBe(400);
  });
});
