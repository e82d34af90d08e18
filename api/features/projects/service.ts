// Project catalogue queries: filtered by the menu/slider flags, sorted, paged.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import { projects } from '../../../db/schema/projects.ts';

export interface ProjectQuery {
  show_in_menu?: boolean;
  show_in_slider?: boolean;
  sort: 'order' | 'id' | 'title';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A project as both the public list and the staff editor answer it. */
export const projectColumns = {
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

const sortColumns = { order: projects.order, id: projects.id, title: projects.title };

export async function listProjects(db: Db, q: ProjectQuery) {
  const filters: SQL[] = [];
  if (q.show_in_menu !== undefined) filters.push(eq(projects.showInMenu, q.show_in_menu));
  if (q.show_in_slider !== undefined) filters.push(eq(projects.showInSlider, q.show_in_slider));
  const where = filters.length ? and(...filters) : undefined;
  const direction = q.order === 'desc' ? desc : asc;
  const list = await db
    .select(projectColumns)
    .from(projects)
    .where(where)
    .orderBy(direction(sortColumns[q.sort]), direction(projects.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = (await one(db.select({ n: count() }).from(projects).where(where)))?.n ?? 0;
  return { list, total };
}

export async function findProjectById(db: Db, id: number) {
  return await one(db.select(projectColumns).from(projects).where(eq(projects.id, id)));
}

export async function findProjectBySlug(db: Db, slug: string) {
  return await one(db.select(projectColumns).from(projects).where(eq(projects.slug, slug)));
}
