// The suite's two nodes started at the same moment on an empty database (global-setup.ts, migrate: 'race'):
// each migration is recorded once, none is pending, and both nodes answer ready.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cluster, clusterStore } from './cluster-info.ts';

const store = clusterStore();
afterAll(() => store.close());

describe('two nodes migrating one empty database at once', () => {
  it('apply every migration once', async () => {
    const journal = JSON.parse(readFileSync('db/migrations-postgres/meta/_journal.json', 'utf8')) as {
      entries: unknown[];
    };
    const rows = await store.db.all<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`);
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    expect(await store.pendingMigrations()).toEqual([]);
    for (const node of cluster.nodes) {
      expect((await fetch(`${node.url}/api/ready`)).status, node.name).toBe(200);
    }
  });
});
