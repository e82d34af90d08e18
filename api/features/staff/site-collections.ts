// The site's editable lists as staff see them: projects (menu and home slider), static pages,
// FAQ questions and tags, and the feedback form's fields. The public readers (projects,
// static-pages, faq features) read the same tables, so an edit shows on the site at once.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { faqFormFields, faqItems, faqItemTags, faqTags } from '../../../db/schema/faq.ts';
import { projects } from '../../../db/schema/projects.ts';
import { staticPages } from '../../../db/schema/static-pages.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { slugify } from '../../lib/slug.ts';
import type { Collection } from './collection-routes.ts';
import { staffSiteDocs as d } from './openapi-site.ts';
import { faqItemInput, faqTagInput, formFieldInput, projectInput, staticPageInput } from './site-schemas.ts';

const projectRow = {
  id: projects.id,
  slug: projects.slug,
  title: projects.title,
  description: projects.description,
  preview: projects.preview,
  url: projects.url,
  show_in_menu: projects.showInMenu,
  show_in_slider: projects.showInSlider,
  order: projects.order,
};

export const projectCollection: Collection<typeof projectInput, { id: number }> = {
  name: 'project',
  area: 'content',
  input: projectInput,
  docs: d.projects,
  missing: 'Project not found',
  taken: 'Проект с таким адресом уже есть',
  list: (db) => db.select(projectRow).from(projects).orderBy(asc(projects.order), asc(projects.id)).all(),
  get: (db, id) => db.select(projectRow).from(projects).where(eq(projects.id, id)).get(),
  create: (db, p) => db.insert(projects).values(projectValues(p)).returning({ id: projects.id }).get().id,
  update: (db, id, p) => void db.update(projects).set(projectValues(p)).where(eq(projects.id, id)).run(),
  remove: (db, id) => void db.delete(projects).where(eq(projects.id, id)).run(),
};

function projectValues(p: typeof projectInput._output) {
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
  list: (db) => db.select(staticPageRow).from(staticPages).orderBy(asc(staticPages.sort), asc(staticPages.id)).all(),
  get: (db, id) => db.select(staticPageRow).from(staticPages).where(eq(staticPages.id, id)).get(),
  create: (db, p) => db.insert(staticPages).values(staticPageValues(p)).returning({ id: staticPages.id }).get().id,
  update: (db, id, p) => void db.update(staticPages).set(staticPageValues(p)).where(eq(staticPages.id, id)).run(),
  remove: (db, id) => void db.delete(staticPages).where(eq(staticPages.id, id)).run(),
};

const faqRow = { id: faqItems.id, question: faqItems.question, answer: faqItems.answer, sort: faqItems.sort };
const tagIdsOf = (db: Db, id: number) =>
  db
    .select({ id: faqItemTags.tagId })
    .from(faqItemTags)
    .where(eq(faqItemTags.itemId, id))
    .all()
    .map((r) => r.id);

function setFaqTags(db: Db, itemId: number, tagIds: number[]) {
  db.delete(faqItemTags).where(eq(faqItemTags.itemId, itemId)).run();
  const known = new Set(
    db
      .select({ id: faqTags.id })
      .from(faqTags)
      .all()
      .map((t) => t.id),
  );
  const links = [...new Set(tagIds)].filter((t) => known.has(t)).map((tagId) => ({ itemId, tagId }));
  if (links.length) db.insert(faqItemTags).values(links).run();
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
  list: (db) =>
    db
      .select(faqRow)
      .from(faqItems)
      .orderBy(asc(faqItems.sort), asc(faqItems.id))
      .all()
      .map((r) => ({ ...r, tag_ids: tagIdsOf(db, r.id) })),
  get: (db, id) => {
    const row = db.select(faqRow).from(faqItems).where(eq(faqItems.id, id)).get();
    return row && { ...row, tag_ids: tagIdsOf(db, id) };
  },
  create: (db, p) => {
    const id = db.insert(faqItems).values(faqValues(p)).returning({ id: faqItems.id }).get().id;
    setFaqTags(db, id, p.tag_ids);
    return id;
  },
  update: (db, id, p) => {
    db.update(faqItems).set(faqValues(p)).where(eq(faqItems.id, id)).run();
    setFaqTags(db, id, p.tag_ids);
  },
  remove: (db, id) => void db.delete(faqItems).where(eq(faqItems.id, id)).run(),
};

const tagRow = { id: faqTags.id, name: faqTags.name, sort: faqTags.sort };

export const faqTagCollection: Collection<typeof faqTagInput, { id: number }> = {
  name: 'faq_tag',
  area: 'content',
  input: faqTagInput,
  docs: d.faqTags,
  missing: 'Tag not found',
  taken: 'Такая тема уже есть',
  list: (db) => db.select(tagRow).from(faqTags).orderBy(asc(faqTags.sort), asc(faqTags.id)).all(),
  get: (db, id) => db.select(tagRow).from(faqTags).where(eq(faqTags.id, id)).get(),
  create: (db, p) => db.insert(faqTags).values(p).returning({ id: faqTags.id }).get().id,
  update: (db, id, p) => void db.update(faqTags).set(p).where(eq(faqTags.id, id)).run(),
  remove: (db, id) => void db.delete(faqTags).where(eq(faqTags.id, id)).run(),
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
  list: (db) => db.select(fieldRow).from(faqFormFields).orderBy(asc(faqFormFields.sort), asc(faqFormFields.id)).all(),
  get: (db, id) => db.select(fieldRow).from(faqFormFields).where(eq(faqFormFields.id, id)).get(),
  create: (db, p) => db.insert(faqFormFields).values(p).returning({ id: faqFormFields.id }).get().id,
  update: (db, id, p) => void db.update(faqFormFields).set(p).where(eq(faqFormFields.id, id)).run(),
  remove: (db, id) => void db.delete(faqFormFields).where(eq(faqFormFields.id, id)).run(),
};
