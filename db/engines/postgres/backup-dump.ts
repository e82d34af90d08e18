// PostgreSQL tools for backups and restores, as db/engines/sqlite/backup-file.ts is for SQLite: a
// pg_dump of a live database whose row counts and schema version are read in the dump's own
// snapshot, and a restore that replaces the database's objects in ONE transaction which also checks
// the row counts, so a failed or doubtful restore leaves the database as it was. The password never
// appears on a command line (it goes in PGPASSWORD).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { pgMigrationsFolder, type SchemaVersion } from '../../migrations-folder.ts';
import { JUMP_PUBLIC_EPOCH } from './public-epoch.ts';

const run = promisify(execFile);

/** What a dump holds: the newest applied migration and the row count of every table. */
export interface PostgresContents {
  schema: SchemaVersion;
  /** Keyed by table name; tables outside `public` as `schema.table`. */
  tables: Record<string, number>;
}

/** The newest installed client tools (/usr/lib/postgresql/<n>/bin), else whatever PATH finds. */
export function pgTool(tool: 'pg_dump' | 'pg_restore' | 'psql'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((v) => Number.isInteger(v) && existsSync(join(root, String(v), 'bin', tool)))
        .sort((a, b) => b - a)
    : [];
  return versions.length ? join(root, String(versions[0]), 'bin', tool) : tool;
}

/** The URL without its password, and the environment that carries the password instead. */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function tool(name: 'pg_dump' | 'pg_restore' | 'psql', url: string | null, args: string[]): Promise<string> {
  const conn = url ? connection(url) : { url: '', env: process.env };
  const dbArgs = url ? [`--dbname=${conn.url}`] : [];
  try {
    const { stdout } = await run(pgTool(name), ['--no-password', ...args, ...dbArgs], {
      env: conn.env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    const lines = (err.stderr ?? '').split('\n').filter((l) => l.trim());
    const reason = lines.find((l) => /ERROR|FATAL|error:/.test(l)) ?? lines[0] ?? err.message;
    throw new Error(`${name}: ${reason.trim()}`, { cause: e });
  }
}

function journal(): { when: number; tag: string }[] {
  const file = join(pgMigrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number; tag: string }[] }).entries;
}

/** The newest PostgreSQL migration this code ships. */
export function pgCodeSchemaVersion(): SchemaVersion {
  const last = journal().at(-1);
  return { when: last?.when ?? 0, tag: last?.tag ?? null };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** `users` -> "public"."users"; `drizzle.__drizzle_migrations` -> "drizzle"."__drizzle_migrations". */
function qualified(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? `"public".${quoted(key)}` : `${quoted(key.slice(0, dot))}.${quoted(key.slice(dot + 1))}`;
}

async function readContents(client: pg.ClientBase): Promise<PostgresContents> {
  const names = await client.query<{ s: string; t: string }>(
    `select schemaname as s, tablename as t from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'
     order by 1, 2`,
  );
  const tables: Record<string, number> = {};
  for (const { s, t } of names.rows) {
    const key = s === 'public' ? t : `${s}.${t}`;
    const res = await client.query<{ n: string }>(`select count(*) as n from ${qualified(key)}`);
    tables[key] = Number(res.rows[0]!.n);
  }
  let when = 0;
  if ('drizzle.__drizzle_migrations' in tables) {
    const res = await client.query<{ w: string | null }>(
      'select max(created_at) as w from drizzle.__drizzle_migrations',
    );
    when = Number(res.rows[0]?.w ?? 0);
  }
  return { schema: { when, tag: journal().find((e) => e.when === when)?.tag ?? null }, tables };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The schema version and row counts of the database at `url` now. */
export function postgresContents(url: string): Promise<PostgresContents> {
  return withClient(url, readContents);
}

/**
 * Dumps the database at `url` into `destination` (pg_dump --format=custom) while the server keeps
 * writing. The counts and schema version it answers are read in the snapshot pg_dump dumps.
 */
export function dumpPostgres(url: string, destination: string): Promise<PostgresContents> {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const snapshot = (await client.query<{ s: string }>('select pg_export_snapshot() as s')).rows[0]!.s;
      const contents = await readContents(client);
      await tool('pg_dump', url, ['--format=custom', `--snapshot=${snapshot}`, `--file=${destination}`]);
      return contents;
    } finally {
      await client.query('commit');
    }
  });
}

/** Throws unless `file` is a whole custom-format dump (pg_restore reads every part of it). */
export async function checkPostgresDump(file: string): Promise<void> {
  await tool('pg_restore', null, ['--file=/dev/null', file]);
}

/** Client sessions of the same role on the database other than ours: servers still running. */
export function otherSessions(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const res = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
       and usename = current_user and backend_type = 'client backend'`,
    );
    return Number(res.rows[0]!.n);
  });
}

// Drops every table, view, sequence and function of `public` (not those of an extension) and the
// drizzle schema: the dump recreates what it holds, and nothing a newer migration added is left.
const EMPTY_SCHEMAS = `
do $$ declare r record; begin
  for r in select c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
             and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
           order by c.relkind in ('r', 'p') desc loop
    execute format(case r.relkind when 'v' then 'drop view if exists public.%I cascade'
                                  when 'm' then 'drop materialized view if exists public.%I cascade'
                                  when 'S' then 'drop sequence if exists public.%I cascade'
                                  when 'f' then 'drop foreign table if exists public.%I cascade'
                                  else 'drop table if exists public.%I cascade' end, r.relname);
  end loop;
  for r in select p.oid::regprocedure::text as f from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'public'
             and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') loop
    execute 'drop routine if exists ' || r.f || ' cascade';
  end loop;
end $$;
drop schema if exists drizzle cascade;
`;

/** A statement that fails the transaction unless every table holds the expected number of rows. */
function countCheck(expected: Record<string, number>): string {
  const checks = Object.entries(expected).map(
    ([key, n]) =>
      `  select count(*) into got from ${qualified(key)};\n` +
      `  if got <> ${Number(n)} then raise exception 'table % holds % rows, the manifest says ${Number(n)}', ` +
      `'${key.replaceAll("'", "''")}', got; end if;`,
  );
  return `do $$ declare got bigint; begin\n${checks.join('\n')}\nend $$;\n`;
}

/**
 * Replaces the database at `url` with the dump `file` in one transaction: every object of `public`
 * and the drizzle schema is dropped, the dump restored (pg_restore's SQL, without owners), and the
 * row counts checked against `expected`; any error rolls everything back. `workDir` holds the SQL.
 */
export async function restorePostgresDump(
  url: string,
  file: string,
  expected: Record<string, number>,
  workDir: string,
): Promise<void> {
  const prelude = join(workDir, 'restore-0-empty.sql');
  const body = join(workDir, 'restore-1-dump.sql');
  const check = join(workDir, 'restore-2-check.sql');
  writeFileSync(prelude, EMPTY_SCHEMAS);
  await tool('pg_restore', null, ['--no-owner', `--file=${body}`, file]);
  writeFileSync(check, countCheck(expected) + JUMP_PUBLIC_EPOCH);
  await tool('psql', url, [
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '--single-transaction',
    '-f',
    prelude,
    '-f',
    body,
    '-f',
    check,
  ]);
}
