// 'comment-add' through POST /api/sync/push: stored once whatever path it took (a replayed push, or
// the REST call with the same client_key), a reply attached to its root, and the blocking rule and
// a missing material rejecting it alone with their details.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { userBlocks } from '../../../db/schema/user-relations.ts';
import { makePage } from '../../testing/social-fixtures.ts';
import { mutation, pushMutations } from '../../testing/sync-push.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});

const listOf = async (page: number) =>
  (await (await t.call('GET', `/api/page/${page}/comments`)).json()) as {
    list: { id: number; text: string; replies: { text: string }[] }[];
  };

describe('comment-add', () => {
  it('stores a comment once across replays and the REST call with the same key', async () => {
    const page = await makePage(t, (await t.signUp()).userId);
    const me = await t.signUp();
    const key = randomUUID();
    const client = randomUUID();
    const batch = [mutation(1, 'comment-add', { type: 'post', id: page, text: 'Написано в метро', client_key: key })];
    const first = await pushMutations(t, me.token, client, batch);
    expect(first.results).toEqual([{ id: 1, status: 'applied', value: { id: expect.any(Number) } }]);
    await pushMutations(t, me.token, client, batch);
    const rest = await t.call('POST', `/api/page/${page}/add_comment`, {
      token: me.token,
      body: { text: 'Написано в метро', client_key: key },
    });
    expect(rest.status).toBe(201);
    const { list } = await listOf(page);
    expect(list.map((c) => c.text)).toEqual(['Написано в метро']);
    // A reply made offline lands under its comment.
    await pushMutations(t, me.token, client, [
      mutation(2, 'comment-add', {
        type: 'post',
        id: page,
        text: 'И ещё',
        parent_id: list[0]!.id,
        client_key: randomUUID(),
      }),
    ]);
    expect((await listOf(page)).list[0]!.replies.map((r) => r.text)).toEqual(['И ещё']);
  });

  it("rejects a comment on a blocker's material and on a missing one, each alone", async () => {
    const owner = await t.signUp();
    const page = await makePage(t, owner.userId);
    const open = await makePage(t, null);
    const me = await t.signUp();
    await t.deps.db.insert(userBlocks).values({ blockerId: owner.userId, blockedId: me.userId });
    const res = await pushMutations(t, me.token, randomUUID(), [
      mutation(1, 'comment-add', { type: 'post', id: page, text: 'Можно?', client_key: randomUUID() }),
      mutation(2, 'comment-add', { type: 'news', id: 999_999, text: 'Где?', client_key: randomUUID() }),
      mutation(3, 'comment-add', { type: 'post', id: open, text: 'Здесь можно', client_key: randomUUID() }),
    ]);
    expect(res.results).toMatchObject([
      { id: 1, status: 'rejected', detail: "You can't add comment" },
      { id: 2, status: 'rejected', detail: 'Not found' },
      { id: 3, status: 'applied' },
    ]);
  });
});
