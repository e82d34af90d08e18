// The site data every screen shares (settings, static pages, tags, topics, user types,
// menu and slider projects), read from the device store live, and from the loader's network
// answers until that store opens. Only the loader (site-data-loader.ts) writes these rows;
// components never fetch them themselves.
import type { ApiResponse } from './api-contract.ts';
import { useSharedDeviceQuery } from './device-query.ts';
import type { LocalDb } from './local-db.ts';

/**
 * GET /settings, keys camelCased by the api client (site_name -> siteName): siteName, siteDescription,
 * vkUrl, telegramUrl, okUrl, chatBotTelegram, chatBotVk, partnerAtomicLessonUrl, partnerIcebreakerUrl,
 * registrationVideo (a YouTube id, or a VK Video or Rutube page), supportEmail, copyrightFrom, copyrightTo.
 */
export type SiteSettings = ApiResponse<'/settings'>;
export type StaticPageLink = ApiResponse<'/static-page'>['list'][number];
export type NamedItem = ApiResponse<'/user_type'>['list'][number];
export type TaxonomyItem = ApiResponse<'/tag'>['list'][number];
export type Project = ApiResponse<'/project/catalog'>['list'][number];

/** What each siteData row holds, by key. */
export interface SiteDataValues {
  settings: SiteSettings;
  staticPages: StaticPageLink[];
  tags: TaxonomyItem[];
  topics: TaxonomyItem[];
  userTypes: NamedItem[];
  menuProjects: Project[];
  sliderProjects: Project[];
}
export type SiteDataKey = keyof SiteDataValues;

/** Reads one stored value; undefined when nothing has been stored yet. */
export async function readSiteData<K extends SiteDataKey>(key: K, db: LocalDb): Promise<SiteDataValues[K] | undefined> {
  const row = await db.siteData.get(key);
  // The loader is the only writer and stores SiteDataValues[K] under K.
  return row?.value as SiteDataValues[K] | undefined;
}

/** The key the loader keeps a value under for the first screen. */
export const siteDataFirstScreenKey = (key: SiteDataKey) => `siteData:${key}`;

/** Live value of one key: undefined while loading or before the first successful load. */
function useSiteData<K extends SiteDataKey>(key: K): SiteDataValues[K] | undefined {
  const firstScreenKey = siteDataFirstScreenKey(key);
  return useSharedDeviceQuery(firstScreenKey, (db) => readSiteData(key, db), firstScreenKey) ?? undefined;
}

export const useSiteSettings = (): SiteSettings | undefined => useSiteData('settings');
export const useStaticPages = (): StaticPageLink[] | undefined => useSiteData('staticPages');
export const useTags = (): TaxonomyItem[] | undefined => useSiteData('tags');
export const useTopics = (): TaxonomyItem[] | undefined => useSiteData('topics');
export const useUserTypes = (): NamedItem[] | undefined => useSiteData('userTypes');
export const useMenuProjects = (): Project[] | undefined => useSiteData('menuProjects');
export const useSliderProjects = (): Project[] | undefined => useSiteData('sliderProjects');

/** Pages for the header menu / the footer, in their `sort` order. */
export function menuPages(pages: readonly StaticPageLink[] | undefined, where: 'header' | 'footer'): StaticPageLink[] {
  const flag = where === 'header' ? 'showInMenu' : 'showInMenuFooter';
  return (pages ?? []).filter((p) => p[flag]).sort((a, b) => a.sort - b.sort);
}
