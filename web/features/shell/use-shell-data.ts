// The header and footer data as ShellData, from the shared site data (Dexie, filled by
// the loader at start), so the shell renders the same online and offline.
import { useMemo } from 'react';
import { EMPTY_SHELL_DATA, type MenuLink, type ShellData } from '../../components/layout/shell-data.ts';
import {
  menuPages,
  useMenuProjects,
  useSiteSettings,
  useStaticPages,
  type Project,
  type SiteSettings,
  type StaticPageLink,
} from '../../lib/site-data.ts';

function pageLink(p: { path: string; title: string }): MenuLink {
  return { title: p.title, href: `/${p.path.replace(/^\/+/, '')}` };
}

function projectLink(p: Pick<Project, 'slug' | 'title' | 'url'>): MenuLink {
  return { title: p.title, href: p.url || `/${p.slug}` };
}

/** The shell's data from the site data as stored (also used by the server's first screen, web/ssr). */
export function shellDataOf(
  settings: SiteSettings | undefined,
  pages: readonly StaticPageLink[] | undefined,
  projects: readonly Project[] | undefined,
): ShellData {
  return {
    settings: settings ?? EMPTY_SHELL_DATA.settings,
    menuPages: menuPages(pages, 'header').map(pageLink),
    footerPages: menuPages(pages, 'footer').map(pageLink),
    menuProjects: [...(projects ?? [])].sort((a, b) => a.order - b.order).map(projectLink),
  };
}

export function useShellData(): ShellData {
  const settings = useSiteSettings();
  const pages = useStaticPages();
  const projects = useMenuProjects();
  return useMemo(() => shellDataOf(settings, pages, projects), [settings, pages, projects]);
}
