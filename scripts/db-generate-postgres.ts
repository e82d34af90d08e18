// `npm run db:generate` (second half): PostgreSQL's migration for what changed in db/schema since the
// last one, diffed by drizzle-kit from the tables db/engines/postgres/pg-tables.ts derives; with
// `--custom <name>`, an empty migration for SQL the schema cannot describe. Prints what it wrote.
// With `--check`, writes nothing and prints the statements a migration would hold, as JSON (the schema test runs
// this in a process of its own: drizzle-kit's api adds enumerable methods to Array.prototype and String.prototype,
// which break the for-in loops of other modules loaded in the same process, mp4box's among them).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { pgMigrationsFolder } from '../db/migrations-folder.ts';
import { pgTablesOf } from '../db/engines/postgres/pg-tables.ts';
import { allTables } from '../db/schema/all-tables.ts';

interface Entry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

const meta = join(pgMigrationsFolder, 'meta');
mkdirSync(meta, { recursive: true });
const journalFile = join(meta, '_journal.json');
const journal: { version: string; dialect: string; entries: Entry[] } = existsSync(journalFile)
  ? JSON.parse(readFileSync(journalFile, 'utf8'))
  : { version: '7', dialect: 'postgresql', entries: [] };
const last = journal.entries.at(-1);
const snapshotOf = (idx: number) => join(meta, `${String(idx).padStart(4, '0')}_snapshot.json`);
const previous = last ? JSON.parse(readFileSync(snapshotOf(last.idx), 'utf8')) : generateDrizzleJson({});

const customAt = process.argv.indexOf('--custom');
const custom = customAt >= 0 ? process.argv[customAt + 1] : undefined;
const nameAt = process.argv.indexOf('--name');
const name = custom ?? (nameAt >= 0 ? process.argv[nameAt + 1] : undefined) ?? 'schema';

const current = generateDrizzleJson(Object.fromEntries(pgTablesOf(allTables())), previous.id);
const statements = custom ? [] : await generateMigration(previous, current);
if (process.argv.includes('--check')) {
  console.log(JSON.stringify(statements));
  process.exit(0);
}
if (!custom && statements.length === 0) {
  console.log('PostgreSQL: no schema changes');
  process.exit(0);
}
const idx = last ? last.idx + 1 : 0;
const tag = `${String(idx).padStart(4, '0')}_${name}`;
const body = custom ? `-- ${name}: hand-written SQL for PostgreSQL\n` : statements.join('\n--> statement-breakpoint\n');
writeFileSync(join(pgMigrationsFolder, `${tag}.sql`), `${body}\n`);
writeFileSync(
  snapshotOf(idx),
  `${JSON.stringify(custom ? { ...previous, id: current.id, prevId: previous.id } : current, null, 2)}\n`,
);
journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
console.log(`PostgreSQL: wrote ${join(pgMigrationsFolder, `${tag}.sql`)} (${statements.length} statements)`);
