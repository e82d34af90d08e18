// Community moves through POST /api/sync/push: an offline join applies exactly once (a replayed
// push answers the stored result and adds nobody twice), moves apply in the user's order, and a
// move that no longer fits is rejected alone with its detail while the rest of the batch applies.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mutation, pushMutations } from '../../testing/sync-push.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { kit } from './test-kit.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const { person, call, create } = kit(t);
const members = async (id: number) =>
  (await t.deps.db.get(sql`select count(*) as n from community_members where community_id = ${id}`)) as { n: number };

describe('community moves in sync', () => {
  it('applies an offline join exactly once, even when the push is replayed', async () => {
    const owner = await person(2);
    const pupil = await person();
    const id = await create(owner);
    const client = randomUUID();
    const batch = [mutation(1, 'community-join', { community_id: id })];
    const first = await pushMutations(t, pupil.token, client, batch);
    expect(first.results).toEqual([expect.objectContaining({ id: 1, status: 'applied' })]);
    const replay = await pushMutations(t, pupil.token, client, batch);
    expect(replay.results).toEqual([expect.objectContaining({ id: 1, status: 'applied' })]);
    expect((await members(id)).n).toBe(2);
    expect((await call('GET', `/${id}`, pupil)).body).toMatchObject({ state: 'member', members_count: 2 });
  });

  it('applies join, leave, request and cancel in order; refusals are rejected alone with their detail', async () => {
    const owner = await person(2);
    const pupil = await person();
    const open = await create(owner);
    const closed = await create(owner, { is_closed: true });
    const res = await pushMutations(t, pupil.token, randomUUID(), [
      mutation(1, 'community-join', { community_id: open }),
      mutation(2, 'community-leave', { community_id: open }),
      mutation(3, 'community-join', { community_id: closed }),
      mutation(4, 'community-request', { community_id: closed }),
      mutation(5, 'community-request', { community_id: closed }),
      mutation(6, 'community-request-cancel', { community_id: closed }),
      mutation(7, 'community-leave', { community_id: 999999 }),
    ]);
    expect(res.results.map((r) => [r.id, r.status, r.detail])).toEqual([
      [1, 'applied', undefined],
      [2, 'applied', undefined],
      [3, 'rejected', 'Community is closed'],
      [4, 'applied', undefined],
      [5, 'rejected', 'Request already pending'],
      [6, 'applied', undefined],
      [7, 'rejected', 'Community not found'],
    ]);
    expect((await call('GET', `/${open}`, pupil)).body.state).toBe('none');
    expect((await call('GET', `/${closed}`, pupil)).body.state).toBe('none');
  });

  it('answers the request id in the push result and refuses malformed args alone', async () => {
    const owner = await person(2);
    const pupil = await person();
    const closed = await create(owner, { is_closed: true });
    const res = await pushMutations(t, pupil.token, randomUUID(), [
      mutation(1, 'community-request', { community_id: closed }),
      mutation(2, 'community-join', { community_id: 'x' }),
    ]);
    const request = res.results[0] as { status: string; value?: { request_id: number } } | undefined;
    expect(request?.status).toBe('applied');
    expect(request?.value?.request_id).toEqual(expect.any(Number));
    expect((await call('GET', `/${closed}`, pupil)).body.request_id).toBe(request?.value?.request_id);
    expect(res.results[1]?.status).toBe('rejected');
  });
});
