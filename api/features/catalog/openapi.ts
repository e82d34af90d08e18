// OpenAPI descriptions of the catalogue routes (routes.ts, home-routes.ts,
// main-page-routes.ts, recommendation-routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { card, codeLabel, listOf, pageOf } from '../../lib/openapi-shapes.ts';

const doc = describer('catalogue');
const cards = pageOf(card);

export const catalogDocs = {
  list: doc('Materials (or courses, quizzes, contests by content_types) with filters, paged', { ok: cards }),
  main: doc('The catalogue overview: a few materials of every type', {
    ok: z.looseObject({ sections: z.array(cards.extend({ type: codeLabel })) }),
  }),
  posts: doc('Materials with filters, paged', { ok: cards }),
  useful: doc('Popular materials', { ok: cards }),
  feed: doc('The recommendation feed', { ok: cards }),
  byType: doc('Materials of one type with filters', { ok: cards }),
  kind: doc('Courses, quizzes or contests, paged', { ok: cards }),
  courseSlide: doc('Courses for the catalogue slider', { ok: cards }),
  home: doc('The newest materials for the home page', { ok: cards }),
  mainPage: doc('The home page: events, materials and promo slides', {
    ok: z.looseObject({
      events_list: z.array(card),
      events_count: z.number().int(),
      post_list: z.array(card),
      post_count: z.number().int(),
      slide_list: z.array(card),
    }),
  }),
  recommendPosts: doc('Materials sharing a tag with one material', { ok: listOf(card) }),
  recommendLearning: doc('Other courses, quizzes (same topic first) or contests (running first)', { ok: listOf(card) }),
};
