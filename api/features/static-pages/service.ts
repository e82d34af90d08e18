// Reads static pages: the light list for menus and one page with its (already sanitised) HTML.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import { staticPages } from '../../../db/schema/static-pages.ts';

export interface StaticPageListItem {
  id: number;
  path: string;
  title: string;
  show_in_menu: boolean;
  show_in_menu_footer: boolean;
  sort: number;
}

export interface StaticPage {
  id: number;
  path: string;
  title: string;
  content: string;
  description: string;
  show_in_menu: boolean;
  show_in_menu_footer: boolean;
}

/** Every page in menu order, without content (the shell loads this at start). */
export async function listStaticPages(db: Db): Promise<StaticPageListItem[]> {
  return await db
    .select({
      id: staticPages.id,
      path: staticPages.path,
      title: staticPages.title,
      show_in_menu: staticPages.showInMenu,
      show_in_menu_footer: staticPages.showInMenuFooter,
      sort: staticPages.sort,
    })
    .from(staticPages)
    .orderBy(asc(staticPages.sort), asc(staticPages.id));
}

/** One page by its path ("about" or "/about"); undefined when there is none. */
export async function findStaticPage(db: Db, path: string): Promise<StaticPage | undefined> {
  const key = path.trim().replace(/^\/+|\/+$/g, '');
  return await one(
    db
      .select({
        id: staticPages.id,
        path: staticPages.path,
        title: staticPages.title,
        content: staticPages.content,
        description: staticPages.description,
        show_in_menu: staticPages.showInMenu,
        show_in_menu_footer: staticPages.showInMenuFooter,
      })
      .from(staticPages)
      .where(eq(staticPages.path, key)),
  );
}
