// The transformHtml hook of serveWeb: for a material's page it replaces the <title> and
// description of index.html and adds Open Graph and Twitter tags, so messengers that run
// no JavaScript show the right card. Every value is HTML-escaped; other paths pass through.
import type { Db } from '../../../db/store.ts';
import { findPreview } from './service.ts';

const SITE_NAME = 'Наука рядом';
/** Spec section 9: a text preview is 200 characters. */
const DESCRIPTION_MAX = 200;
const FALLBACK_IMAGE = '/icons/icon-512.png';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

function absolute(base: string, url: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return new URL(FALLBACK_IMAGE, base).toString();
  }
}

function cut(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= DESCRIPTION_MAX ? t : `${t.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

export function linkPreviewTransform(db: Db, publicUrl: string): (html: string, path: string) => Promise<string> {
  return async (html, path) => {
    const preview = await findPreview(db, path);
    if (!preview) return html;
    const description = cut(preview.description || preview.title);
    const meta: [string, string, string][] = [
      ['property', 'og:title', preview.title],
      ['property', 'og:description', description],
      ['property', 'og:image', absolute(publicUrl, preview.image ?? FALLBACK_IMAGE)],
      ['property', 'og:url', absolute(publicUrl, path)],
      ['property', 'og:type', preview.type],
      ['property', 'og:site_name', SITE_NAME],
      ['property', 'og:locale', 'ru_RU'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', preview.title],
      ['name', 'twitter:description', description],
    ];
    const tags = meta
      .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
      .join('\n    ');
    const title = `<title>${escapeHtml(`${preview.title} — ${SITE_NAME}`)}</title>`;
    const withTitle = /<title>[\s\S]*?<\/title>/.test(html)
      ? html.replace(/<title>[\s\S]*?<\/title>/, () => title)
      : html.replace('</head>', () => `${title}\n</head>`);
    const withDescription = withTitle.replace(
      /<meta name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
    return withDescription.replace('</head>', () => `    ${tags}\n  </head>`);
  };
}
