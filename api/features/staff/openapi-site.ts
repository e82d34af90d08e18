// OpenAPI descriptions of the staff area's site editing (docs/staff.md): contests and the special
// contest's jury places, projects, static pages, FAQ, the feedback form and site settings.
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, listOf, maybeText, success, text } from '../../lib/openapi-shapes.ts';
import type { CollectionDocs } from './collection-routes.ts';

const doc = describer('staff');
const call = (summary: string, ok: z.ZodType, errors: (404 | 409)[] = [], status?: 201) =>
  doc(summary, { ok, auth: 'user', errors: [403, ...errors], status });

function collection(what: string, item: z.ZodType): CollectionDocs {
  return {
    list: call(`Every ${what}, in order (admin, editor)`, listOf(item)),
    create: call(`Add a ${what}`, item, [409], 201),
    update: call(`Replace a ${what}`, item, [404, 409]),
    remove: call(`Delete a ${what}`, success, [404]),
  };
}

const flag = z.boolean();
const named = z.looseObject({ id, name: text });
const contest = z.looseObject({
  id,
  slug: text,
  title: text,
  status_id: id,
  kind: text,
  start_at: text,
  end_at: text,
  is_published: flag,
  nominations: z.array(named),
  segments: z.array(named),
});
const contestRow = z.looseObject({ id, title: text, status_id: id, is_published: flag, works_count: id });
const jury = z.looseObject({
  contest: z.looseObject({ id, title: text, status_id: id }).nullable(),
  places: z.array(z.looseObject({ place: id, work_id: id.nullable(), title: text })),
  works: z.array(z.looseObject({ id, name: text, author: text, nomination: maybeText })),
});

export const staffSiteDocs = {
  contests: call('Contests with drafts, the latest first, with works and participants counted', listOf(contestRow)),
  contest: call('One contest as the editor fills it', contest, [404]),
  createContest: call('Create a contest (a draft unless is_published)', contest, [409], 201),
  updateContest: call('Change a contest: card, status, dates, kind, nominations, segments', contest, [404, 409]),
  publishContest: call('Publish a contest or take it back to drafts', contest, [404]),
  jury: call('The special contest’s jury places and the published works to choose from', jury),
  setJury: call('Set the jury’s places (1–5) of the special contest; [] returns to the vote', jury, [404]),
  projects: collection(
    'project (header menu and home slider)',
    z.looseObject({ id, slug: text, title: text, url: text, show_in_menu: flag, show_in_slider: flag, order: id }),
  ),
  staticPages: collection(
    'static page',
    z.looseObject({ id, path: text, title: text, content: text, show_in_menu: flag, show_in_menu_footer: flag }),
  ),
  faqItems: collection(
    'FAQ question',
    z.looseObject({ id, question: text, answer: text, sort: id, tag_ids: z.array(id) }),
  ),
  faqTags: collection('FAQ topic', z.looseObject({ id, name: text, sort: id })),
  formFields: collection(
    'feedback form field',
    z.looseObject({ id, code: text, type: text, name: text, values: z.array(text), required: flag, sort: id }),
  ),
  settings: doc('The site settings an admin may change (admin)', {
    ok: z.looseObject({ values: z.record(z.string(), z.string()) }),
    auth: 'user',
    errors: [403],
  }),
  setSettings: doc('Change some site settings; an empty value hides the element (admin)', {
    ok: z.looseObject({ values: z.record(z.string(), z.string()) }),
    auth: 'user',
    errors: [403],
  }),
};
