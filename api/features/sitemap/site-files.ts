// /sitemap.xml, its files and /robots.txt at the site's root: every public address (sections, static pages and
// every published material, news item, event, course, quiz and contest) with its lastmod, as a sitemap index of
// files of at most 50,000 addresses (sitemaps.org). Read from the database, kept per change epoch, so a publish or a
// withdrawal shows on the next request (the answers are cached by clients for a minute at most).
// Never lists a draft or a withdrawn item: each list reads only is_published rows.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { contests } from '../../../db/schema/contests.ts';
import { events } from '../../../db/schema/events.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import { escapeXml, sitemapTree, urlsetXml } from './service.ts';

/** sitemaps.org: at most 50,000 addresses in one file. */
export const SITEMAP_FILE_SIZE = 50_000;

export interface SiteAddress {
  path: string;
  /** YYYY-MM-DD, when the item says when it last changed. */
  lastmod?: string;
}

const day = (stamp: string) => (/^\d{4}-\d{2}-\d{2}/.test(stamp) ? stamp.slice(0, 10) : undefined);
const at = (prefix: string, key: string | number, stamp: string): SiteAddress => ({
  path: `${prefix}/${encodeURIComponent(String(key))}`,
  lastmod: day(stamp),
});

/** Every public address of the site, sections first, then items kind by kind, oldest first (stable file contents). */
export async function siteAddresses(db: Db): Promise<SiteAddress[]> {
  const out: SiteAddress[] = [];
  for (const entry of await sitemapTree(db)) {
    out.push({ path: entry.url });
    for (const child of entry.children) out.push({ path: child.url });
  }
  const [posts, newsRows, eventRows, courseRows, quizRows, contestRows] = await Promise.all([
    db
      .select({ key: pages.slug, at: pages.updatedAt })
      .from(pages)
      .where(eq(pages.isPublished, true))
      .orderBy(asc(pages.id)),
    db
      .select({ key: news.slug, at: news.publishedAt })
      .from(news)
      .where(eq(news.isPublished, true))
      .orderBy(asc(news.id)),
    db
      .select({ key: events.slug, at: events.createdAt })
      .from(events)
      .where(eq(events.isPublished, true))
      .orderBy(asc(events.id)),
    db
      .select({ key: courses.id, at: courses.createdAt })
      .from(courses)
      .where(eq(courses.isPublished, true))
      .orderBy(asc(courses.id)),
    db
      .select({ key: quizzes.id, at: quizzes.createdAt })
      .from(quizzes)
      .where(eq(quizzes.isPublished, true))
      .orderBy(asc(quizzes.id)),
    db
      .select({ key: contests.id, at: contests.createdAt })
      .from(contests)
      .where(eq(contests.isPublished, true))
      .orderBy(asc(contests.id)),
  ]);
  const kinds: [string, { key: string | number; at: string }[]][] = [
    ['/post', posts],
    ['/news', newsRows],
    ['/event', eventRows],
    ['/course', courseRows],
    ['/quizzes', quizRows],
    ['/contests', contestRows],
  ];
  for (const [prefix, rows] of kinds) for (const r of rows) out.push(at(prefix, r.key, r.at));
  const seen = new Set<string>();
  return out.filter((a) => !seen.has(a.path) && seen.add(a.path));
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');
const latest = (list: readonly SiteAddress[]) =>
  list.reduce<string | undefined>((max, a) => (a.lastmod && (!max || a.lastmod > max) ? a.lastmod : max), undefined);

/** The index: one <sitemap> per file of `size` addresses, /sitemap-1.xml onwards. */
export function sitemapIndexXml(list: readonly SiteAddress[], publicUrl: string, size = SITEMAP_FILE_SIZE): string {
  const files: string[] = [];
  for (let n = 1; n === 1 || (n - 1) * size < list.length; n += 1) {
    const chunk = list.slice((n - 1) * size, n * size);
    files.push(
      `  <sitemap><loc>${escapeXml(`${base(publicUrl)}/sitemap-${n}.xml`)}</loc>${lastmodTag(latest(chunk))}</sitemap>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** File `n` (from 1) of the index, or null past the last one. */
export function sitemapFileXml(
  list: readonly SiteAddress[],
  publicUrl: string,
  n: number,
  size = SITEMAP_FILE_SIZE,
): string | null {
  if (n < 1 || (n > 1 && (n - 1) * size >= list.length)) return null;
  const urls = list
    .slice((n - 1) * size, n * size)
    .map((a) => `  <url><loc>${escapeXml(base(publicUrl) + a.path)}</loc>${lastmodTag(a.lastmod)}</url>`);
  return urlsetXml(urls);
}

/**
 * robots.txt: names the sitemap index and keeps out the staff area, profiles (a pupil's page and its editing),
 * search results, sign-in paths and the API.
 */
export function robotsTxt(publicUrl: string): string {
  const closed = ['/api/', '/otherapi/', '/metrics', '/staff', '/profile', '/search', '/auth/', '/dev-auth'];
  return [
    'User-agent: *',
    ...closed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
