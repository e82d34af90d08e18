// The public change epoch on PostgreSQL: the sequence public_change_epoch, shared by every node. A transaction
// that wrote a public row (../public-writes.ts) moves it in its COMMIT's round trip, right after the commit, so
// a node that reads the new value also sees the new rows; a write of private tables only (a bookmark, a
// session) leaves it. A sequence takes no row lock, so concurrent writers never collide on it.
import type pg from 'pg';
import { writesPublicRows } from '../public-writes.ts';

export const PUBLIC_EPOCH_SEQUENCE = 'public_change_epoch';
export const CREATE_PUBLIC_EPOCH = `create sequence if not exists public.${PUBLIC_EPOCH_SEQUENCE}`;
/**
 * Appended to a COMMIT (or sent after a lone write): the epoch moves once the rows are visible. On a database that
 * has no sequence yet (not migrated since it came) it does nothing rather than fail a committed write.
 */
export const MOVE_PUBLIC_EPOCH = `select nextval(to_regclass('public.${PUBLIC_EPOCH_SEQUENCE}'))`;
/**
 * After a restore the epoch jumps to the clock in milliseconds, past every value a node kept answers under
 * before it (the restored sequence holds the dump's older value).
 */
export const JUMP_PUBLIC_EPOCH =
  `${CREATE_PUBLIC_EPOCH};\n` +
  `select setval('public.${PUBLIC_EPOCH_SEQUENCE}', (extract(epoch from clock_timestamp()) * 1000)::bigint);\n`;

const UNDEFINED_TABLE = '42P01';

/** The SQL text of a pg query's first argument (a string or a query config). */
export const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');

/** The epoch as a string; the sequence is made when a database not migrated since it came has none. */
export async function readPublicEpoch(pool: pg.Pool): Promise<string> {
  const read = async () => {
    const res = await pool.query<[string, boolean]>({
      name: 'public-epoch',
      text: `select last_value, is_called from public.${PUBLIC_EPOCH_SEQUENCE}`,
      rowMode: 'array',
    });
    const [value, called] = res.rows[0]!;
    return `${value}:${called ? 1 : 0}`;
  };
  try {
    return await read();
  } catch (err) {
    if ((err as { code?: unknown }).code !== UNDEFINED_TABLE) throw err;
    await pool.query(CREATE_PUBLIC_EPOCH);
    return read();
  }
}

/** Which pooled connections ran a public write since their transaction began. */
export interface PublicWriteWatch {
  /** Watches a new connection's statements. */
  watch(client: pg.PoolClient): void;
  /** Forgets what the connection wrote (a transaction begins). */
  reset(client: pg.PoolClient): void;
  wrote(client: pg.PoolClient): boolean;
}

export function publicWriteWatch(): PublicWriteWatch {
  const wrote = new WeakSet<pg.PoolClient>();
  return {
    watch(client) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
        if (writesPublicRows(textOf(args[0]))) wrote.add(client);
        return query(...args);
      };
    },
    reset: (client) => void wrote.delete(client),
    wrote: (client) => wrote.has(client),
  };
}
