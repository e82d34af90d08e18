// What a public page's <head> says about it: title, description, picture, canonical address and structured data.
// Shared by the lookups (list-meta.ts, material-meta.ts, item-meta.ts) and the writer (html.ts).
import { breadcrumbs, type JsonLd } from './structured-data.ts';

export const SITE_NAME = 'Наука рядом';

/** The site's own address and name, for absolute URLs and the publisher of structured data. */
export interface Site {
  url: string;
  name: string;
}

export interface PageMeta {
  /** The page's own title; html.ts adds the site's name unless `ownTitle`. */
  title: string;
  ownTitle?: boolean;
  description: string;
  image: string | null;
  type: 'article' | 'website' | 'profile';
  /** The page's one address (path and query) search engines should index it under. */
  canonical: string;
  jsonLd: JsonLd[];
  /** Kept out of search results (a pupil's profile), yet still previewed when shared. */
  noindex?: boolean;
}

export const absolute = (site: Site, path: string): string => new URL(path, site.url).toString();

/** The breadcrumb trail's first step. */
export const HOME_CRUMB = { name: 'Главная', path: '/' };

/** Home → the section → the page, as BreadcrumbList data. */
export function trail(site: Site, section: { name: string; path: string }, title: string, path: string): JsonLd {
  return breadcrumbs([
    { name: HOME_CRUMB.name, url: absolute(site, HOME_CRUMB.path) },
    { name: section.name, url: absolute(site, section.path) },
    { name: title, url: absolute(site, path) },
  ]);
}
