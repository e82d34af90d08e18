// Loads the site map (GET /sitemap_html) for the /sitemap route's loader, apart from its view, so the
// view stays in the route's own chunk rather than the first load.
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

export type SitemapNode = ApiResponse<'/sitemap_html'>['list'][number];

export function loadSitemap(signal?: AbortSignal) {
  return apiFetch<ApiResponse<'/sitemap_html'>>('/sitemap_html', { signal });
}
