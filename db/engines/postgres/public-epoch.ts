// The public change epoch on PostgreSQL: the sequence public_change_epoch, shared by every node. A transaction
// that wrote a public row (../public-writes.ts) moves it in its COMMIT's round trip, right after the commit, so
// a node that reads the new value also sees the new rows; a write of private tables only (a bookmark, a
// session) leaves it. A sequence takes no row lock, so concurrent writers never collide on it.
// The session epoch (session_change_epoch) moves the same way after a write that may end a session or change
// its roles (../session-writes.ts); one statement reads both.
import type pg from 'pg';
import { writesPublicRows } from '../public-writes.ts';
import { writesSessionRows } from '../session-writes.ts';

export const PUBLIC_EPOCH_SEQUENCE = 'public_change_epoch';
export const SESSION_EPOCH_SEQUENCE = 'session_change_epoch';
export const CREATE_EPOCHS =
  `create sequence if not exists public.${PUBLIC_EPOCH_SEQUENCE}; ` +
  `create sequence if not exists public.${SESSION_EPOCH_SEQUENCE}`;
/**
 * Appended to a COMMIT (or sent after a lone write): the epoch moves once the rows are visible. On a database that
 * has no sequence yet (not migrated since it came) it does nothing rather than fail a committed write.
 */
export const MOVE_PUBLIC_EPOCH = `select nextval(to_regclass('public.${PUBLIC_EPOCH_SEQUENCE}'))`;
export const MOVE_SESSION_EPOCH = `select nextval(to_regclass('public.${SESSION_EPOCH_SEQUENCE}'))`;
/**
 * After a restore both epochs jump to the clock in milliseconds, past every value a node kept answers (or session
 * lookups) under before it (the restored sequences hold the dump's older values).
 */
export const JUMP_PUBLIC_EPOCH =
  `${CREATE_EPOCHS};\n` +
  `select setval('public.${PUBLIC_EPOCH_SEQUENCE}', (extract(epoch from clock_timestamp()) * 1000)::bigint);\n` +
  `select setval('public.${SESSION_EPOCH_SEQUENCE}', (extract(epoch from clock_timestamp()) * 1000)::bigint);\n`;

/** What a write changed, as the epochs see it. */
export interface WriteKinds {
  public: boolean;
  session: boolean;
}

/** The statements that move the epochs a write's kinds ask for ('' when none). */
export function moveEpochs(kinds: WriteKinds): string {
  return [kinds.public ? MOVE_PUBLIC_EPOCH : '', kinds.session ? MOVE_SESSION_EPOCH : ''].filter(Boolean).join('; ');
}

const UNDEFINED_TABLE = '42P01';

/** The SQL text of a pg query's first argument (a string or a query config). */
export const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');

/** Both epochs in one string, `public|session` (epochPair splits it); made when a database not migrated since it came has none. */
export async function readEpochs(pool: pg.Pool): Promise<string> {
  const read = async () => {
    const res = await pool.query<[string, boolean, string, boolean]>({
      name: 'epochs',
      text:
        `select p.last_value, p.is_called, s.last_value, s.is_called ` +
        `from public.${PUBLIC_EPOCH_SEQUENCE} p, public.${SESSION_EPOCH_SEQUENCE} s`,
      rowMode: 'array',
    });
    const [value, called, session, sessionCalled] = res.rows[0]!;
    return `${value}:${called ? 1 : 0}|${session}:${sessionCalled ? 1 : 0}`;
  };
  try {
    return await read();
  } catch (err) {
    if ((err as { code?: unknown }).code !== UNDEFINED_TABLE) throw err;
    await pool.query(CREATE_EPOCHS);
    return read();
  }
}

/** The public and the session epoch of readEpochs' answer. */
export function epochPair(both: string): [string, string] {
  const at = both.indexOf('|');
  return [both.slice(0, at), both.slice(at + 1)];
}

/** What the statement may change, as the epochs see it. */
export function kindsOf(sql: string): WriteKinds {
  return { public: writesPublicRows(sql), session: writesSessionRows(sql) };
}

/** Which pooled connections ran a public write, or one that may end a session, since their transaction began. */
export interface PublicWriteWatch {
  /** Watches a new connection's statements. */
  watch(client: pg.PoolClient): void;
  /** Forgets what the connection wrote (a transaction begins). */
  reset(client: pg.PoolClient): void;
  wrote(client: pg.PoolClient): WriteKinds;
}

export function publicWriteWatch(): PublicWriteWatch {
  const wrotePublic = new WeakSet<pg.PoolClient>();
  const wroteSession = new WeakSet<pg.PoolClient>();
  return {
    watch(client) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
        const text = textOf(args[0]);
        if (writesPublicRows(text)) wrotePublic.add(client);
        if (writesSessionRows(text)) wroteSession.add(client);
        return query(...args);
      };
    },
    reset: (client) => {
      wrotePublic.delete(client);
      wroteSession.delete(client);
    },
    wrote: (client) => ({ public: wrotePublic.has(client), session: wroteSession.has(client) }),
  };
}
