// applyPush with handlers that refuse or fail: a refusal (httpError 4xx), a constraint violation
// or a bug undoes the handler's writes but consumes the id (rejected with a detail); a transient
// failure (database busy) stops the batch, keeps the id unconsumed and answers 503, so the
// client's retry applies it later.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { afterAll, describe, expect, it } from 'vitest';
import { bookmarks } from '../../../db/schema/bookmarks.ts';
import { one } from '../../../db/store.ts';
import { syncClients } from '../../../db/schema/sync.ts';
import { httpError } from '../../lib/http-error.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { setBookmark } from '../favorites/service.ts';
import { buildHandlerRegistry, defineHandler } from '../../lib/sync-feature.ts';
import { syncFeatures } from '../../sync-features.ts';
import { pushInputOf } from './push-input.ts';
import { applyPush, REJECTED_DETAIL } from './push-service.ts';

const handlerDefs = syncFeatures.flatMap((f) => f.handlers);
const mutationHandlers = buildHandlerRegistry(handlerDefs);

/** An error as better-sqlite3 raises it when another writer holds the database. */
function busy(): Error {
  return Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
}

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const at = new Date().toISOString();
const set = (id: number, itemId: number) => ({
  id,
  name: 'bookmark-set',
  args: { type: 'post', id: itemId, on: true },
  at,
});

// Item 13 is refused after writing (the write must be undone); item 42 finds the database busy;
// item 47 hits a bug and item 48 a constraint violation (both would repeat on every retry).
const picky = buildHandlerRegistry([
  defineHandler('bookmark-set', async ({ db, userId }, args) => {
    await setBookmark(db, userId, { type: args.type, id: args.id }, args.on);
    if (args.id === 13) throw httpError(400, 'Unlucky item');
    if (args.id === 42) throw busy();
    if (args.id === 47) throw new TypeError('Cannot read properties of undefined');
    if (args.id === 48)
      throw Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
  }),
  ...handlerDefs.filter((d) => d.name !== 'bookmark-set'),
]);

async function itemsOf(userId: number): Promise<number[]> {
  return (await t.deps.db.select().from(bookmarks).where(eq(bookmarks.userId, userId))).map((r) => r.itemId);
}

describe('applyPush', () => {
  it('rejects a refused mutation, undoes its writes and goes on', async () => {
    const { userId } = await t.signUp();
    const res = await applyPush(
      t.deps,
      picky,
      userId,
      pushInputOf({ client_id: randomUUID(), mutations: [set(1, 1), set(2, 13), set(3, 3)] }),
    );
    expect(res).toEqual({
      last_mutation_id: 3,
      results: [
        { id: 1, status: 'applied' },
        { id: 2, status: 'rejected', detail: 'Unlucky item' },
        { id: 3, status: 'applied' },
      ],
    });
    expect((await itemsOf(userId)).sort()).toEqual([1, 3]);
  });

  it('stops the batch on a transient failure without consuming that id, then a retry applies it', async () => {
    const { userId } = await t.signUp();
    const client = randomUUID();
    const batch = [set(1, 1), set(2, 42), set(3, 3)];
    let thrown: unknown;
    try {
      await applyPush(t.deps, picky, userId, pushInputOf({ client_id: client, mutations: batch }));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(HTTPException);
    expect(thrown instanceof HTTPException && thrown.status).toBe(503);
    expect(
      (await one(t.deps.db.select().from(syncClients).where(eq(syncClients.clientId, client))))?.lastMutationId,
    ).toBe(1);
    expect(await itemsOf(userId)).toEqual([1]);

    const retried = await applyPush(
      t.deps,
      mutationHandlers,
      userId,
      pushInputOf({ client_id: client, mutations: batch }),
    );
    expect(retried.last_mutation_id).toBe(3);
    expect(retried.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect((await itemsOf(userId)).sort((a, b) => a - b)).toEqual([1, 3, 42]);
  });

  it('rejects alone a mutation that would fail the same way on every retry (a bug, a constraint)', async () => {
    const { userId } = await t.signUp();
    const res = await applyPush(
      t.deps,
      picky,
      userId,
      pushInputOf({ client_id: randomUUID(), mutations: [set(1, 47), set(2, 48), set(3, 3)] }),
    );
    expect(res).toEqual({
      last_mutation_id: 3,
      results: [
        { id: 1, status: 'rejected', detail: REJECTED_DETAIL },
        { id: 2, status: 'rejected', detail: REJECTED_DETAIL },
        { id: 3, status: 'applied' },
      ],
    });
    expect(await itemsOf(userId)).toEqual([3]);
  });
});
