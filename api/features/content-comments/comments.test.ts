// API tests of comments on both prefixes: replies one level deep, editing by the author only,
// deleting by the author, the material's owner or staff ('Комментарий удалён' when replies
// remain), one complaint per user, the blocking rule, folding a blocked author's comments,
// plain text, and a replayed offline comment (client_key) counted once.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userBlocks } from '../../../db/schema/user-relations.ts';
import { userRoles } from '../../../db/schema/users.ts';
import { makePage } from '../../testing/social-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});

describe.each(['/api', '/otherapi'])('comments under %s', (prefix) => {
  const add = (page: number, token: string, body: unknown) =>
    t.call('POST', `${prefix}/page/${page}/add_comment`, { token, body });
  const list = async (page: number, token?: string) =>
    (await t.call('GET', `${prefix}/page/${page}/comments`, { token })).json();

  it('adds replies one level deep under their root, top level newest first, replies oldest first', async () => {
    const page = await makePage(t, (await t.signUp()).userId);
    const a = await t.signUp();
    const b = await t.signUp();
    const first = await (await add(page, a.token, { text: 'Первый' })).json();
    const second = await (await add(page, b.token, { text: 'Второй' })).json();
    const reply = await (await add(page, b.token, { text: 'Ответ', parent_id: first.id })).json();
    expect(reply.parent_id).toBe(first.id);
    const deeper = await (await add(page, a.token, { text: 'Ответ на ответ', parent_id: reply.id })).json();
    expect(deeper.parent_id).toBe(first.id);
    const answer = await list(page);
    expect(answer.total).toBe(2);
    expect(answer.list.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(answer.list[1].replies.map((c: { text: string }) => c.text)).toEqual(['Ответ', 'Ответ на ответ']);
    expect(answer.list[1]).toMatchObject({
      replies_count: 2,
      likes: 0,
      dislikes: 0,
      is_edited: false,
      is_deleted: false,
      can_edit: false,
    });
    const other = await makePage(t, null);
    expect((await add(other, a.token, { text: 'Не туда', parent_id: first.id })).status).toBe(404);
  });

  it('lets only the author edit, marking the comment as edited', async () => {
    const page = await makePage(t, null);
    const author = await t.signUp();
    const other = await t.signUp();
    const c = await (await add(page, author.token, { text: 'Было' })).json();
    expect(c.can_edit).toBe(true);
    const refused = await t.call('PUT', `${prefix}/comment/${c.id}`, { token: other.token, body: { text: 'Чужое' } });
    expect(refused.status).toBe(403);
    const edited = await (
      await t.call('PUT', `${prefix}/comment/${c.id}`, { token: author.token, body: { text: 'Стало <i>так</i>' } })
    ).json();
    expect(edited).toMatchObject({ id: c.id, text: 'Стало так', is_edited: true });
    expect(
      (await t.call('PUT', `${prefix}/comment/${c.id}`, { token: author.token, body: { text: '   ' } })).status,
    ).toBe(400);
    expect(
      (await t.call('PUT', `${prefix}/comment/${c.id}`, { token: author.token, body: { text: 'x'.repeat(2001) } }))
        .status,
    ).toBe(400);
    expect(
      (await t.call('PUT', `${prefix}/comment/999999`, { token: author.token, body: { text: 'Нет' } })).status,
    ).toBe(404);
    expect((await t.call('PUT', `${prefix}/comment/${c.id}`, { body: { text: 'Гость' } })).status).toBe(401);
  });

  it('lets the author, the owner of the material and staff delete; a deleted comment with replies stays as deleted', async () => {
    const owner = await t.signUp();
    const page = await makePage(t, owner.userId);
    const author = await t.signUp();
    const other = await t.signUp();
    const staff = await t.signUp();
    await t.deps.db.insert(userRoles).values({ userId: staff.userId, role: 'moderator' });
    const one = await (await add(page, author.token, { text: 'Один' })).json();
    const two = await (await add(page, author.token, { text: 'Два' })).json();
    const three = await (await add(page, author.token, { text: 'Три' })).json();
    await add(page, other.token, { text: 'Ответ', parent_id: one.id });
    expect((await t.call('DELETE', `${prefix}/comment/${one.id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `${prefix}/comment/${one.id}`, { token: author.token })).status).toBe(204);
    expect((await t.call('DELETE', `${prefix}/comment/${two.id}`, { token: owner.token })).status).toBe(204);
    expect((await t.call('DELETE', `${prefix}/comment/${three.id}`, { token: staff.token })).status).toBe(204);
    expect((await t.call('DELETE', `${prefix}/comment/${three.id}`, { token: staff.token })).status).toBe(404);
    const answer = await list(page);
    expect(answer.total).toBe(1);
    expect(answer.list[0]).toMatchObject({
      id: one.id,
      is_deleted: true,
      text: '',
      user: { id: null },
      replies_count: 1,
    });
    expect((await add(page, other.token, { text: 'Ещё ответ', parent_id: one.id })).status).toBe(404);
  });

  it("takes one complaint per user and comment, with a known reason, not about one's own", async () => {
    const page = await makePage(t, null);
    const author = await t.signUp();
    const reader = await t.signUp();
    const c = await (await add(page, author.token, { text: 'Спорно' })).json();
    const complain = (token: string, body: unknown) =>
      t.call('POST', `${prefix}/comment/${c.id}/complaint`, { token, body });
    expect((await complain(reader.token, { reason: 'spam', text: 'Реклама' })).status).toBe(201);
    const again = await complain(reader.token, { reason: 'abuse' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: 'You are already complained' });
    expect((await complain((await t.signUp()).token, { reason: 'whatever' })).status).toBe(400);
    expect((await complain(author.token, { reason: 'spam' })).status).toBe(400);
    const stored = await t.deps.db.all(
      sql`select reason, text, status from comment_complaints where comment_id = ${c.id}`,
    );
    expect(stored).toEqual([{ reason: 'spam', text: 'Реклама', status: 'new' }]);
  });

  it("refuses a blocked user's comment on the blocker's material or reply to the blocker's comment", async () => {
    const owner = await t.signUp();
    const page = await makePage(t, owner.userId);
    const free = await makePage(t, null);
    const blocked = await t.signUp();
    const ownerComment = await (await add(free, owner.token, { text: 'Мой комментарий' })).json();
    await t.deps.db.insert(userBlocks).values({ blockerId: owner.userId, blockedId: blocked.userId });
    for (const [target, body] of [
      [page, { text: 'Можно?' }],
      [free, { text: 'Ответ', parent_id: ownerComment.id }],
    ] as const) {
      const res = await add(target, blocked.token, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: "You can't add comment" });
    }
    expect((await add(free, blocked.token, { text: 'Просто комментарий' })).status).toBe(201);
    const seenByOwner = await list(free, owner.token);
    expect(seenByOwner.list.find((c: { text: string }) => c.text === 'Просто комментарий')).toMatchObject({
      author_blocked: true,
    });
    const seenByGuest = await list(free);
    expect(seenByGuest.list.find((c: { text: string }) => c.text === 'Просто комментарий')).toMatchObject({
      author_blocked: false,
    });
  });

  it('stores plain text and counts a replayed comment with the same client_key once', async () => {
    const page = await makePage(t, null);
    const user = await t.signUp();
    const body = {
      text: '<script>x</script>Ссылка https://example.org <b>жирно</b>',
      client_key: `key-${prefix}-0001`,
    };
    const first = await (await add(page, user.token, body)).json();
    const again = await (await add(page, user.token, body)).json();
    expect(first.text).toBe('Ссылка https://example.org жирно');
    expect(again.id).toBe(first.id);
    expect((await list(page)).total).toBe(1);
  });
});
