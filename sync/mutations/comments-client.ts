// comment-add on the device: the comment shows at once as 'Отправится при подключении'. Applied,
// the row goes (the list then holds the server's copy); rejected (blocked, material gone), the row
// stays with the server's detail so the text is never lost and the writer can take it back.
import { defineClientMutation } from '../client/sync-module.ts';

export const pendingCommentKey = (owner: string, clientKey: string) => `${owner}:${clientKey}`;

export const commentAddClient = defineClientMutation({
  name: 'comment-add',
  tables: ['pendingComments'],
  itemKey: (a) => `comment:${a.client_key}`,
  async apply(tx, { owner, at }, a) {
    await tx.table('pendingComments').put({
      key: pendingCommentKey(owner, a.client_key),
      owner,
      clientKey: a.client_key,
      type: a.type,
      id: a.id,
      ...(a.parent_id ? { parentId: a.parent_id } : {}),
      text: a.text,
      state: 'waiting',
      at,
    });
  },
  async settle(tx, ctx, a) {
    const table = tx.table('pendingComments');
    const key = pendingCommentKey(ctx.owner, a.client_key);
    if (ctx.outcome === 'applied') return table.delete(key);
    const row = await table.get(key);
    if (row) await table.put({ ...row, state: 'rejected', ...(ctx.detail ? { detail: ctx.detail } : {}) });
  },
});
