// The unit of work over one SQLite writer: a transaction is invisible until it commits, a rollback
// leaves nothing (and no after-commit callback runs), a nested failure undoes only itself, and
// transactions and lone writes never interleave with an open transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../store.ts';
import { openSqliteStore, type SqliteStore } from './open-sqlite.ts';

let dir = '';
let store: SqliteStore;
let db: Db;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nauka-uow-'));
  store = openSqliteStore(join(dir, 'app.db'));
  db = store.db;
  await db.run(sql`create table notes (id integer primary key, body text not null)`);
  await db.run(sql`create table counter (id integer primary key, n integer not null)`);
  await db.run(sql`insert into counter (id, n) values (1, 0)`);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const bodies = async () => (await db.all<{ body: string }>(sql`select body from notes order by id`)).map((r) => r.body);
const counter = async () => (await db.get<{ n: number }>(sql`select n from counter where id = 1`)).n;
const addNote = (body: string) => db.run(sql`insert into notes (body) values (${body})`);
/** Lets every queued callback and timer run once, so a statement that could run has run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A promise with its resolver, to hold a transaction open while the test looks from outside. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the SQLite unit of work', () => {
  it("keeps a transaction's writes from reads outside it until it commits", async () => {
    const written = gate();
    const commit = gate();
    const tx = db.transaction(async (t) => {
      await t.run(sql`insert into notes (body) values ('draft')`);
      expect(await bodies()).toEqual(['draft']); // the transaction sees its own write
      written.open();
      await commit.opened;
    });
    await written.opened;
    expect(await bodies()).toEqual([]);
    commit.open();
    await tx;
    expect(await bodies()).toEqual(['draft']);
  });

  it('leaves nothing after a rollback and never runs its after-commit callbacks', async () => {
    const ran: string[] = [];
    await expect(
      db.transaction(async (t) => {
        await t.run(sql`insert into notes (body) values ('lost')`);
        await t.$afterCommit(() => {
          ran.push('outer');
        });
        await t.transaction(async (inner) => {
          await inner.$afterCommit(() => {
            ran.push('inner');
          });
          await inner.run(sql`update counter set n = n + 1`);
        });
        throw new Error('give up');
      }),
    ).rejects.toThrow('give up');
    await settle();
    expect(await bodies()).toEqual([]);
    expect(await counter()).toBe(0);
    expect(ran).toEqual([]);
  });

  it('runs after-commit callbacks once the outermost transaction has committed', async () => {
    const ran: string[] = [];
    await db.transaction(async (t) => {
      await t.transaction(async (inner) => {
        await inner.$afterCommit(() => {
          ran.push('inner');
        });
        await addNote('kept');
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['inner']);
  });

  it('rolls back only a nested transaction that throws', async () => {
    const ran: string[] = [];
    await db.transaction(async (t) => {
      await addNote('outer');
      await expect(
        t.transaction(async (inner) => {
          await inner.$afterCommit(() => {
            ran.push('inner');
          });
          await addNote('inner');
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await addNote('after');
    });
    expect(await bodies()).toEqual(['outer', 'after']);
    expect(ran).toEqual([]);
  });

  it('runs two transactions started at once one after the other', async () => {
    const steps: string[] = [];
    const increment = (name: string) =>
      db.transaction(async (t) => {
        steps.push(`${name} reads`);
        const { n } = await t.get<{ n: number }>(sql`select n from counter where id = 1`);
        await settle(); // room for the other transaction to interleave, if it could
        await t.run(sql`update counter set n = ${n + 1} where id = 1`);
        steps.push(`${name} writes`);
      });
    await Promise.all([increment('a'), increment('b')]);
    expect(await counter()).toBe(2);
    expect(steps).toEqual(['a reads', 'a writes', 'b reads', 'b writes']);
  });

  it('makes a lone write outside a transaction wait for the open one instead of joining it', async () => {
    const written = gate();
    const finish = gate();
    const tx = db.transaction(async () => {
      await addNote('inside');
      written.open();
      await finish.opened;
      throw new Error('roll back');
    });
    await written.opened;
    let loneDone = false;
    const lone = addNote('outside').then(() => {
      loneDone = true;
    });
    await settle();
    expect(loneDone).toBe(false);
    finish.open();
    await expect(tx).rejects.toThrow('roll back');
    await lone;
    expect(await bodies()).toEqual(['outside']);
  });
});
