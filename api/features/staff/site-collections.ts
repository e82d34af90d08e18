// The site's editable lists as staff see them: projects (menu and home slider), static pages,
// FAQ questions and tags, and the feedback form's fields. The public readers (projects,
// static-pages, faq features) read the same tables, so an edit shows on the site at once.
import { asc, eq } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import { faqFormFields, faqItems, faqItemTags, faqTags } from '../../../db/schema/faq.ts';
import { projects } from '../../../db/schema/projects.ts';
import { staticPages } from '../../../db/schema/static-pages.ts';
import { projectColumns } from '../projects/service.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { slugify } from '../../lib/slug.ts';
import type { Collection } from './collection-routes.ts';
import { staffSiteDocs as d } from './openapi-site.ts';
import { faqItemInput, faqTagInput, formFieldInput, projectInput, staticPageInput } from './site-schemas.ts';

type IdTable = SQLiteTable & { id: SQLiteColumn };
type Crud<I> = Pick<Collection<never, { id: number }>, 'list' | 'get' | 'remove'> & {
  create: (db: Db, input: I) => Promise<number>;
  update: (db: Db, id: number, input: I) => Promise<void>;
};

/**
 * List (by `sort`, then id), read, insert, update and delete of one table keyed by `id`. Drizzle cannot
 * resolve its query builders' types for a table given as a type parameter, hence the casts inside; the
 * callers stay typed (`values` answers the table's own insert shape).
 */
function tableCrud<T extends IdTable, I>(
  table: T,
  row: Record<string, AnySQLiteColumn>,
  sort: AnySQLiteColumn,
  values: (input: I) => T['$inferInsert'],
): Crud<I> {
  // Any table with an integer `id` is queried like `projects` (see above).
  const t = table as unknown as typeof projects;
  const select = (db: Db) => db.select(row as { id: typeof t.id }).from(t);
  return {
    list: async (db) => await select(db).orderBy(asc(sort), asc(t.id)),
    get: async (db, id) => await one(select(db).where(eq(t.id, id))),
    create: async (db, input) => {
      const [row] = await db
        .insert(t)
        .values(values(input) as typeof projects.$inferInsert)
        .returning({ id: t.id });
      if (!row) throw new Error('the insert returned no id');
      return row.id;
    },
    update: async (db, id, input) => {
      await db
        .update(t)
        .set(values(input) as typeof projects.$inferInsert)
        .where(eq(t.id, id));
    },
    remove: async (db, id) => {
      await db.delete(t).where(eq(t.id, id));
    },
  };
}

export const projectCollection: Collection<typeof projectInput, { id: number }> = {
  name: 'project',
  area: 'content',
  input: projectInput,
  docs: d.projects,
  missing: 'Project not found',
  taken: 'Проект с таким адресом уже есть',
  ...tableCrud(projects, projectColumns, projects.order, projectValues),
};

function projectValues(p: typeof projectInput._output): typeof projects.$inferInsert {
  return {
    slug: p.slug ?? slugify(p.title),
    title: p.title,
    description: p.description,
    preview: p.preview,
    url: p.url,
    showInMenu: p.show_in_menu,
    showInSlider: p.show_in_slider,
    order: p.order,
  };
}

const staticPageRow = {
  id: staticPages.id,
  path: staticPages.path,
  title: staticPages.title,
  description: staticPages.description,
  content: staticPages.content,
  show_in_menu: staticPages.showInMenu,
  show_in_menu_footer: staticPages.showInMenuFooter,
  sort: staticPages.sort,
};

function staticPageValues(p: typeof staticPageInput._output) {
  return {
    path: p.path,
    title: p.title,
    description: p.description,
    content: sanitizeHtml(p.content),
    showInMenu: p.show_in_menu,
    showInMenuFooter: p.show_in_menu_footer,
    sort: p.sort,
  };
}

export const staticPageCollection: Collection<typeof staticPageInput, { id: number }> = {
  name: 'static_page',
  area: 'content',
  input: staticPageInput,
  docs: d.staticPages,
  missing: 'Page not found',
  taken: 'Страница с таким адресом уже есть',
  ...tableCrud(staticPages, staticPageRow, staticPages.sort, staticPageValues),
};

const faqRow = { id: faqItems.id, question: faqItems.question, answer: faqItems.answer, sort: faqItems.sort };
async function tagIdsOf(db: Db, id: number): Promise<number[]> {
  const rows = await db.select({ id: faqItemTags.tagId }).from(faqItemTags).where(eq(faqItemTags.itemId, id));
  return rows.map((r) => r.id);
}

/** Replaces an item's tags with the known ones of `tagIds`; runs inside the collection's write transaction. */
async function setFaqTags(db: Db, itemId: number, tagIds: number[]): Promise<void> {
  await db.delete(faqItemTags).where(eq(faqItemTags.itemId, itemId));
  const known = new Set((await db.select({ id: faqTags.id }).from(faqTags)).map((t) => t.id));
  const links = [...new Set(tagIds)].filter((t) => known.has(t)).map((tagId) => ({ itemId, tagId }));
  if (links.length) await db.insert(faqItemTags).values(links);
}

const faqValues = (p: typeof faqItemInput._output) => ({
  question: p.question,
  answer: sanitizeHtml(p.answer),
  sort: p.sort,
});

export const faqItemCollection: Collection<typeof faqItemInput, { id: number }> = {
  name: 'faq',
  area: 'content',
  input: faqItemInput,
  docs: d.faqItems,
  missing: 'Question not found',
  taken: 'Такой вопрос уже есть',
  list: async (db) => {
    const rows = await db.select(faqRow).from(faqItems).orderBy(asc(faqItems.sort), asc(faqItems.id));
    const list = [];
    for (const r of rows) list.push({ ...r, tag_ids: await tagIdsOf(db, r.id) });
    return list;
  },
  get: async (db, id) => {
    const row = await one(db.select(faqRow).from(faqItems).where(eq(faqItems.id, id)));
    return row && { ...row, tag_ids: await tagIdsOf(db, id) };
  },
  create: async (db, p) => {
    const row = await one(db.insert(faqItems).values(faqValues(p)).returning({ id: faqItems.id }));
    if (!row) throw new Error('the insert returned no id');
    await setFaqTags(db, row.id, p.tag_ids);
    return row.id;
  },
  update: async (db, id, p) => {
    await db.update(faqItems).set(faqValues(p)).where(eq(faqItems.id, id));
    await setFaqTags(db, id, p.tag_ids);
  },
  remove: async (db, id) => {
    await db.delete(faqItems).where(eq(faqItems.id, id));
  },
};

const tagRow = { id: faqTags.id, name: faqTags.name, sort: faqTags.sort };

export const faqTagCollection: Collection<typeof faqTagInput, { id: number }> = {
  name: 'faq_tag',
  area: 'content',
  input: faqTagInput,
  docs: d.faqTags,
  missing: 'Tag not found',
  taken: 'Такая тема уже есть',
  ...tableCrud(faqTags, tagRow, faqTags.sort, (p: typeof faqTagInput._output) => p),
};

const fieldRow = {
  id: faqFormFields.id,
  code: faqFormFields.code,
  type: faqFormFields.type,
  name: faqFormFields.name,
  values: faqFormFields.values,
  required: faqFormFields.required,
  sort: faqFormFields.sort,
};

export const formFieldCollection: Collection<typeof formFieldInput, { id: number }> = {
  name: 'faq_field',
  area: 'content',
  input: formFieldInput,
  docs: d.formFields,
  missing: 'Field not found',
  taken: 'Поле с таким кодом уже есть',
  ...tableCrud(faqFormFields, fieldRow, faqFormFields.sort, (p: typeof formFieldInput._output) => p),
};
