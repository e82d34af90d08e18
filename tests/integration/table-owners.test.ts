// One writer per device table (issue 45): every module that writes a device table is the table's declared owner in
// sync/client/table-owners.ts. Reads the sources, so a new direct write after a REST call fails here, naming its file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_DB_STORES } from '../../sync/client/device-schema.ts';
import { tableOwners, type DeviceTableName, type TableOwner } from '../../sync/client/table-owners.ts';

const root = join(import.meta.dirname, '../..');
const tables = Object.keys(LOCAL_DB_STORES) as DeviceTableName[];

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The source with each call chain on one line, so `.where(…)\n  .delete()` reads as one write. */
const joined = (path: string) => readFileSync(join(root, path), 'utf8').replace(/\n\s*\./g, '.');

const WRITE = '(?:put|bulkPut|add|bulkAdd|update|bulkUpdate|delete|bulkDelete|clear|modify)';

/** Tables a page module writes through Dexie: `db.cards.put(`, `localDb.notifications.where(…).delete()`. */
function dexieWrites(text: string): Set<string> {
  const found = new Set<string>();
  for (const table of tables) {
    const chain = new RegExp(
      `\\.${table}\\b(?:\\.(?:where|filter|equals|startsWith|anyOf|between)\\([^;]*?\\))*\\.${WRITE}\\(`,
    );
    if (chain.test(text)) found.add(table);
  }
  return found;
}

/** Tables a sync module declares it writes (`tables: ['bookmarks']`, `tx.table('pendingWorks')`). */
function syncWrites(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/tables(?::|\s*=)\s*\[([^\]]*)\]/g))
    for (const name of match[1]!.matchAll(/'(\w+)'/g)) found.add(name[1]!);
  for (const match of text.matchAll(/tx\.table\('(\w+)'\)/g)) found.add(match[1]!);
  return found;
}

const owners = (owner: TableOwner) =>
  [owner.server, owner.actions, ...(owner.device ?? [])].filter((m): m is string => m !== null && m !== undefined);

describe('device table owners', () => {
  it('names an owner for every table of the device schema, and every owner is a file', () => {
    expect(Object.keys(tableOwners).sort()).toEqual([...tables].sort());
    for (const owner of Object.values(tableOwners) as TableOwner[])
      for (const path of owners(owner)) expect(statSync(join(root, path)).isFile(), path).toBe(true);
  });

  it('lets only a table’s owner write it from the page (web/, workers/)', () => {
    const strays: string[] = [];
    for (const path of [...sources('web'), ...sources('workers')]) {
      const file = relative(root, join(root, path));
      if (file === 'web/lib/device-rows.ts' || file.startsWith('workers/testing/')) continue;
      for (const table of dexieWrites(joined(path)))
        if (!owners(tableOwners[table as DeviceTableName]).includes(file)) strays.push(`${file} writes ${table}`);
    }
    expect(strays).toEqual([]);
  });

  it('lets a sync module write only the tables it owns (server data or the local effect of actions)', () => {
    const strays: string[] = [];
    for (const path of sources('sync/mutations'))
      for (const table of syncWrites(joined(path))) {
        const owner = tableOwners[table as DeviceTableName] as TableOwner;
        if (owner.server !== path && owner.actions !== path) strays.push(`${path} writes ${table}`);
      }
    expect(strays).toEqual([]);
  });

  it('keeps the stored-resource writer the only code that opens a table by name on the page', () => {
    const byName = sources('web').filter((path) => /\bdb\.table\(/.test(joined(path)));
    expect(byName).toEqual(['web/lib/device-rows.ts']);
  });
});
