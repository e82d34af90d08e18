// Success-pass recipes of the staff moderation area: the staff's own card and audit log, complaints about a
// comment a member wrote and another reported, the feedback inbox, type requests and the user list. Every
// person acted on is a fuzzer member, never a demo user the random pass signs in as.
import type { Recipe } from './recipe.ts';

const commentId = (ctx: { need: (n: string) => number }) => ({ id: ctx.need('comment') });

export const STAFF_MODERATION: Recipe[] = [
  { op: 'GET /staff/me', as: 'moderator' },
  { op: 'GET /staff/audit', as: 'admin', input: { query: { limit: 5 } } },
  // A comment on the page the editor published (staff-content.ts), reported by another member.
  {
    op: 'POST /page/{id}/add_comment',
    as: 'member',
    input: (ctx) => ({ path: { id: ctx.need('staffPage') }, body: { text: 'Комментарий для жалобы' } }),
    keep: (b, ctx) => (ctx.vars.comment = b.id),
  },
  {
    op: 'POST /comment/{id}/complaint',
    as: 'member2',
    input: (ctx) => ({ path: commentId(ctx), body: { reason: 'abuse', text: 'Проверка' } }),
  },
  { op: 'GET /staff/complaints', as: 'moderator' },
  { op: 'POST /staff/complaints/comment/{id}/hide', as: 'moderator', input: (ctx) => ({ path: commentId(ctx) }) },
  { op: 'POST /staff/complaints/comment/{id}/restore', as: 'moderator', input: (ctx) => ({ path: commentId(ctx) }) },
  { op: 'POST /staff/complaints/comment/{id}/dismiss', as: 'moderator', input: (ctx) => ({ path: commentId(ctx) }) },
  {
    op: 'POST /staff/complaints/comment/{id}/ban-author',
    as: 'moderator',
    input: (ctx) => ({ path: commentId(ctx), body: { days: 1, reason: 'Проверка фаззером' } }),
  },
  // The feedback form's message lands in the inbox.
  {
    op: 'POST /faq/send',
    as: 'guest',
    input: {
      body: {
        list: [
          { name: 'name', value: 'Аня' },
          { name: 'email', value: 'anya@example.org' },
          { name: 'theme', value: 'Курсы' },
          { name: 'text', value: 'Вопрос от фаззера' },
        ],
      },
    },
  },
  { op: 'GET /staff/inbox', as: 'moderator', keep: (b, ctx) => (ctx.vars.inboxItem = b.list[0]) },
  {
    op: 'POST /staff/inbox/{kind}/{id}/handled',
    as: 'moderator',
    input: (ctx) => {
      const item = ctx.need<{ kind: string; id: number }>('inboxItem');
      return { path: { kind: item.kind, id: item.id }, body: { handled: true } };
    },
  },
  // Two members ask to be mentors: one request is approved, the other rejected.
  ...(['member', 'member2'] as const).map((as): Recipe => ({
    op: 'PATCH /user/{id}/new_type',
    as,
    input: (ctx) => ({ path: { id: ctx.userIds[as] }, body: { type: 2 } }),
  })),
  {
    op: 'GET /staff/type-requests',
    as: 'moderator',
    input: { query: { state: 'pending' } },
    keep: (b, ctx) => (ctx.vars.typeRequests = b.list.map((r: { id: number }) => r.id)),
  },
  {
    op: 'POST /staff/type-requests/{id}/approve',
    as: 'moderator',
    input: (ctx) => ({ path: { id: ctx.need<number[]>('typeRequests')[0] } }),
  },
  {
    op: 'POST /staff/type-requests/{id}/reject',
    as: 'moderator',
    input: (ctx) => ({ path: { id: ctx.need<number[]>('typeRequests')[1] } }),
  },
  { op: 'GET /staff/users', as: 'moderator', input: { query: { q: 'fuzz' } } },
  {
    op: 'POST /staff/users/{id}/suspend',
    as: 'moderator',
    input: (ctx) => ({ path: { id: ctx.others[3] }, body: { reason: 'Проверка фаззером' } }),
  },
  { op: 'POST /staff/users/{id}/unsuspend', as: 'moderator', input: (ctx) => ({ path: { id: ctx.others[3] } }) },
  {
    op: 'POST /staff/users/{id}/roles',
    as: 'admin',
    input: (ctx) => ({ path: { id: ctx.others[3] }, body: { role: 'editor', granted: true } }),
  },
];
