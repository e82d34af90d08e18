// The spec's 'post by id': /post/123 shows the material whose id is 123 under its own address /post/<slug>,
// as the server's 301 does on a full load (api/features/page-status). A number that is a slug stays.
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

/** The slug to show instead of `key` (a number naming a material by id), or null to stay (offline included). */
export async function slugOfId(key: string, signal?: AbortSignal): Promise<string | null> {
  if (!/^\d{1,9}$/.test(key)) return null;
  try {
    await apiFetch<ApiResponse<'/page/slug/:slug'>>(`/page/slug/${key}`, { signal });
    return null;
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 404)) return null;
  }
  try {
    const page = await apiFetch<ApiResponse<'/page/:id'>>(`/page/${key}`, { signal });
    return page.slug === key ? null : page.slug;
  } catch {
    return null;
  }
}
