// A material an editor publishes through node 1 is in node 2's catalogue, its first screen (/catalog's HTML)
// and search within 1 s: node 2's answer caches must not outlive another node's write. Node 2 answers all
// three first, so a cache kept per process would still hold the old answers; the catalogue's total counts it too.
import { afterAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema/users.ts';
import { call, cluster, clusterStore, firstSeen, signUp } from './cluster-info.ts';

const store = clusterStore();
afterAll(() => store.close());
const [node1, node2] = cluster.nodes.map((n) => n.url) as [string, string];
const TITLE = 'Магнетары — самые сильные магниты';

const catalogue = async () => (await fetch(`${node2}/api/catalog`)).text();
const firstScreen = async () => (await fetch(`${node2}/catalog`)).text();
const total = async () => ((await (await fetch(`${node2}/api/catalog`)).json()) as { total: number }).total;
const search = async () => (await fetch(`${node2}/api/search?query=${encodeURIComponent('магнетары')}`)).text();

describe('a material published through node 1', () => {
  it("is in node 2's catalogue, first screen and search within 1 s", async () => {
    const editor = await signUp(store);
    await store.db.insert(userRoles).values({ userId: editor.userId, role: 'editor' });
    for (const read of [catalogue, firstScreen, search]) expect(await read()).not.toContain(TITLE);
    const totalBefore = await total();
    // The first screen is drawn only from a web build: without it this test would prove nothing.
    expect(await firstScreen()).toContain('Каталог');

    const created = await call(node1, 'POST', '/api/staff/content/pages', editor.token, {
      title: TITLE,
      page_type_id: 3,
      description: 'Нейтронные звёзды с полем в тысячу триллионов раз сильнее земного',
      content: [{ type: 'text', data: { html: '<p>Магнетар — нейтронная звезда.</p>' } }],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const published = await call(node1, 'POST', `/api/staff/content/pages/${id}/publish`, editor.token, {
      published: true,
    });
    expect(published.status).toBe(200);
    const at = Date.now();
    const shows = (read: () => Promise<string>) => async () => (await read()).includes(TITLE);
    const counted = async () => (await total()) === totalBefore + 1;
    const seen = await Promise.all(
      [shows(catalogue), shows(firstScreen), shows(search), counted].map((c) => firstSeen(c, at)),
    );
    expect(seen.map((ms) => ms < 1000)).toEqual([true, true, true, true]);
  });
});
