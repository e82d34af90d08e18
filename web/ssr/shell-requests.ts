// The site data the shell (header, menus, footer) is drawn from: the same calls the app's site data loader makes.
import { buildQuery } from '../lib/api-client.ts';
import { camelizeKeys } from '../lib/case-keys.ts';
import { MENU_PROJECTS_QUERY } from '../lib/site-data-loader.ts';
import type { Project, SiteSettings, StaticPageLink } from '../lib/site-data.ts';
import type { ShellData } from '../components/layout/shell-data.ts';
import { shellDataOf } from '../features/shell/use-shell-data.ts';

export const SHELL_REQUESTS = {
  settings: '/settings',
  staticPages: '/static-page',
  menuProjects: `/project/catalog${buildQuery(MENU_PROJECTS_QUERY)}`,
};

const listOf = <T>(body: unknown): T[] | undefined => camelizeKeys<{ list?: T[] } | undefined>(body)?.list;

export function shellFrom(answers: Record<string, unknown>): ShellData {
  return shellDataOf(
    camelizeKeys<SiteSettings | undefined>(answers.settings),
    listOf<StaticPageLink>(answers.staticPages),
    listOf<Project>(answers.menuProjects),
  );
}
