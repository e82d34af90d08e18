// The transformHtml hook of serveWeb: for a public page it replaces the <title> and description of index.html and
// adds its canonical address, Open Graph and Twitter tags and JSON-LD structured data, so search engines and
// messengers that run no JavaScript read the right page. Every value is HTML-escaped (JSON-LD by jsonLdScript);
// other paths pass through. The security policy allows no inline script, and needs not: a JSON-LD block is data,
// which browsers never run, so the policy does not apply to it.
import type { Db } from '../../../db/store.ts';
import { FALLBACK_IMAGE } from './material-meta.ts';
import { absolute, SITE_NAME, type Site } from './page-meta.ts';
import { findPreview } from './service.ts';
import { jsonLdScript } from './structured-data.ts';

/** Spec section 9: a text preview is 200 characters. */
const DESCRIPTION_MAX = 200;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

function imageUrl(site: Site, url: string): string {
  try {
    return absolute(site, url);
  } catch {
    return absolute(site, FALLBACK_IMAGE);
  }
}

function cut(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= DESCRIPTION_MAX ? t : `${t.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

export function linkPreviewTransform(
  db: Db,
  publicUrl: string,
): (html: string, path: string, search?: string) => Promise<string> {
  const site: Site = { url: publicUrl, name: SITE_NAME };
  return async (html, path, search = '') => {
    const preview = await findPreview(db, site, path, search);
    if (!preview) return html;
    const description = cut(preview.description || preview.title);
    const title = preview.ownTitle ? preview.title : `${preview.title} — ${SITE_NAME}`;
    const canonical = absolute(site, preview.canonical);
    const meta: [string, string, string][] = [
      ['property', 'og:title', preview.title],
      ['property', 'og:description', description],
      ['property', 'og:image', imageUrl(site, preview.image ?? FALLBACK_IMAGE)],
      ['property', 'og:url', canonical],
      ['property', 'og:type', preview.type],
      ['property', 'og:site_name', SITE_NAME],
      ['property', 'og:locale', 'ru_RU'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', preview.title],
      ['name', 'twitter:description', description],
      ...(preview.noindex ? [['name', 'robots', 'noindex'] satisfies [string, string, string]] : []),
    ];
    const tags = [
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      ...meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
      ...preview.jsonLd.map(jsonLdScript),
    ].join('\n    ');
    const titleTag = `<title>${escapeHtml(title)}</title>`;
    const descriptionTag = `<meta name="description" content="${escapeHtml(description)}" />`;
    let out = TITLE.test(html)
      ? html.replace(TITLE, () => titleTag)
      : html.replace('</head>', () => `${titleTag}\n</head>`);
    out = DESCRIPTION.test(out)
      ? out.replace(DESCRIPTION, () => descriptionTag)
      : out.replace('</head>', () => `${descriptionTag}\n</head>`);
    return out.replace('</head>', () => `    ${tags}\n  </head>`);
  };
}
