// Success-pass recipes of communities: the mentor makes an open and a closed one; members join, ask,
// are invited, approved, rejected, given the right to post and removed; the feed gets the editor's
// material; ownership is handed over and the open community is deleted at the end.
import type { Recipe, RecipeContext } from './recipe.ts';
import type { Role } from '../roles.ts';

const open = (ctx: RecipeContext) => ctx.need('openCommunity');
const closed = (ctx: RecipeContext) => ctx.need('closedCommunity');
const create = (name: string, isClosed: boolean): Recipe => ({
  op: 'POST /community',
  as: 'mentor',
  input: { body: { name, description: 'Проверка фаззером', is_closed: isClosed } },
  keep: (b, ctx) => (ctx.vars[isClosed ? 'closedCommunity' : 'openCommunity'] = b.id),
});
/** `who` asks to join the closed community; the request's id is kept as `request:<who>`. */
const request = (who: Role): Recipe => ({
  op: 'POST /community/{id}/request',
  as: who,
  input: (ctx) => ({ path: { id: closed(ctx) } }),
  keep: (b, ctx) => (ctx.vars[`request:${who}`] = b.id),
});
/** The owner invites `who` to the closed community; the invitation's id is kept as `invite:<who>`. */
const invite = (who: Role): Recipe => ({
  op: 'POST /community/{id}/invite/{userId}',
  as: 'mentor',
  input: (ctx) => ({ path: { id: closed(ctx), userId: ctx.userIds[who] } }),
  keep: (b, ctx) => (ctx.vars[`invite:${who}`] = b.id),
});

export const COMMUNITIES: Recipe[] = [
  create('Фаззер: открытый клуб', false),
  create('Фаззер: закрытый клуб', true),
  {
    op: 'PUT /community/{id}',
    as: 'mentor',
    input: (ctx) => ({ path: { id: open(ctx) }, body: { description: 'Правка фаззера' } }),
  },
  { op: 'PATCH /community/{id}/join', as: 'member', input: (ctx) => ({ path: { id: open(ctx) } }) },
  {
    op: 'PATCH /community/{id}/members/{userId}',
    as: 'mentor',
    input: (ctx) => ({ path: { id: open(ctx), userId: ctx.userIds.member }, body: { can_post: true } }),
  },
  {
    op: 'POST /community/{id}/feed',
    as: 'mentor',
    input: (ctx) => ({ path: { id: open(ctx) }, body: { page_id: ctx.need('staffPage') } }),
    keep: (b, ctx) => (ctx.vars.feedItem = b.id),
  },
  { op: 'GET /community/{id}/feed', as: 'member', input: (ctx) => ({ path: { id: open(ctx) }, query: { limit: 10 } }) },
  {
    op: 'DELETE /community/{id}/feed/{itemId}',
    as: 'mentor',
    input: (ctx) => ({ path: { id: open(ctx), itemId: ctx.need('feedItem') } }),
  },
  {
    op: 'PATCH /community/{id}/remove/{userId}',
    as: 'mentor',
    input: (ctx) => ({ path: { id: open(ctx), userId: ctx.userIds.member } }),
  },
  request('member'),
  { op: 'PATCH /community/{id}/request-cancel', as: 'member', input: (ctx) => ({ path: { id: closed(ctx) } }) },
  request('member'),
  request('member2'),
  { op: 'GET /community/{id}/requests', as: 'mentor', input: (ctx) => ({ path: { id: closed(ctx) } }) },
  {
    op: 'PATCH /community/request/{id}/approve',
    as: 'mentor',
    input: (ctx) => ({ path: { id: ctx.need('request:member') } }),
  },
  {
    op: 'PATCH /community/request/{id}/reject',
    as: 'mentor',
    input: (ctx) => ({ path: { id: ctx.need('request:member2') } }),
  },
  invite('pupil'),
  invite('author'),
  invite('member2'),
  { op: 'GET /community/{id}/invites', as: 'mentor', input: (ctx) => ({ path: { id: closed(ctx) } }) },
  {
    op: 'PATCH /community/invite/{id}/accept',
    as: 'pupil',
    input: (ctx) => ({ path: { id: ctx.need('invite:pupil') } }),
  },
  {
    op: 'PATCH /community/invite/{id}/reject',
    as: 'author',
    input: (ctx) => ({ path: { id: ctx.need('invite:author') } }),
  },
  {
    op: 'PATCH /community/invite/{id}/revoke',
    as: 'mentor',
    input: (ctx) => ({ path: { id: ctx.need('invite:member2') } }),
  },
  {
    op: 'PATCH /community/{id}/owner/{userId}',
    as: 'mentor',
    input: (ctx) => ({ path: { id: closed(ctx), userId: ctx.userIds.member } }),
  },
  { op: 'DELETE /community/{id}', as: 'mentor', input: (ctx) => ({ path: { id: open(ctx) } }) },
];
