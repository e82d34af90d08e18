// Two app servers on one database (two stores and apps in this process): every answer node 2 keeps
// (the anonymous catalogue, the public lists with their totals, the first screen, the sitemap) shows a
// material published through node 1 at node 2's next request, since each is keyed on the database's
// change epoch rather than on a hook or a timer of the process that wrote.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/content.ts';
import { one } from '../../db/store.ts';
import { createApp } from '../../api/app.ts';
import { secondNode, type SecondNode } from '../../api/testing/second-node.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';

const INDEX =
  '<!doctype html><html lang="ru"><head><title>Наука рядом</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

let t: TestApp;
let node1: ReturnType<typeof createApp>;
let node2: SecondNode;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'nauka-two-nodes-'));
  await build({ configFile: 'vite.ssr.config.ts', logLevel: 'error', build: { outDir: join(dist, 'ssr') } });
  mkdirSync(join(dist, 'web'));
  writeFileSync(join(dist, 'web', 'index.html'), INDEX);
  t = await createTestApp();
  node1 = createApp(t.deps, { webDist: join(dist, 'web') });
  node2 = secondNode(t, { webDist: join(dist, 'web') });
}, 180_000);
afterAll(async () => {
  await node2.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Catalog {
  list: { id: number; title: string }[];
  total: number;
}

const CATALOG = '/api/catalog?sort=DATE_DESC&limit=6&offset=0';

async function catalogOf(app: SecondNode['app'], token?: string): Promise<Catalog> {
  const res = await app.request(CATALOG, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as Catalog;
}

const text = async (app: SecondNode['app'], path: string) => (await app.request(path)).text();

describe('two nodes on one database', () => {
  it("show a material published through node 1 in node 2's kept answers at once", async () => {
    const { token } = await t.signUp();
    // Node 2 keeps every answer (twice: the second is served from its caches).
    for (let i = 0; i < 2; i++) {
      await catalogOf(node2.app);
      await catalogOf(node2.app, token);
      await text(node2.app, '/catalog');
      await text(node2.app, '/sitemap-1.xml');
    }
    const before = await catalogOf(node2.app, token);

    const title = 'Опубликовано через первый узел';
    const slug = `two-nodes-${Date.now()}`;
    // A write through node 1: its own store, its own process state.
    const row = await one(
      t.deps.db
        .insert(pages)
        .values({ slug, title, pageTypeId: 3, type: 'article', userId: null })
        .returning({ id: pages.id }),
    );
    const written = Date.now();

    const anonymous = await catalogOf(node2.app);
    const signedIn = await catalogOf(node2.app, token);
    const screen = await text(node2.app, '/catalog');
    const sitemap = await text(node2.app, '/sitemap-1.xml');
    expect(Date.now() - written).toBeLessThan(1_000);
    expect(anonymous.list[0]).toMatchObject({ id: row!.id, title });
    expect(signedIn.list[0]).toMatchObject({ id: row!.id, title });
    expect(signedIn.total).toBe(before.total + 1);
    expect(anonymous.total).toBe(before.total + 1);
    expect(screen).toContain(title);
    expect(sitemap).toContain(`/post/${slug}`);
    // Node 1 agrees (its own caches were never warmed with the old answer, nor told of anything).
    expect((await catalogOf(node1)).total).toBe(signedIn.total);
  });
});
