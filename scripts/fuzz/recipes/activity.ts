// Success-pass recipes of a reader's activity that the random pass reaches only by luck: the reading statistics
// (a view recorded, then its scroll depth; the random pass's PATCH needs an id its own POST made, and the
// per-client write limit may already refuse it by then).
import type { Recipe } from './recipe.ts';

const CLIENT = 'fuzz-success-pass';

export const ACTIVITY: Recipe[] = [
  {
    op: 'POST /statistics',
    as: 'pupil',
    input: async (ctx) => {
      const list = (await ctx.api('guest', 'GET', '/page?limit=1&offset=0')) as { list: { id: number }[] };
      const page = list.list[0];
      if (!page) throw new Error('no published material to view');
      return { body: { page_type: 'post', page_id: page.id, client_id: CLIENT } };
    },
    keep: (b, ctx) => (ctx.vars.statistics = b.id),
  },
  {
    op: 'PATCH /statistics/{id}',
    as: 'pupil',
    input: (ctx) => ({
      path: { id: ctx.need('statistics') },
      body: { scroll_depth: 50, seconds: 30, client_id: CLIENT },
    }),
  },
];
