// Loads one static page (GET /static-page/path?path=...) for a route loader; a missing
// page becomes the router's not-found (the 404 error screen), other failures an error.
import { notFound } from '@tanstack/react-router';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

export type StaticPage = ApiResponse<'/static-page/path'>;

export async function loadStaticPage(path: string, signal?: AbortSignal): Promise<StaticPage> {
  try {
    return await apiFetch<ApiResponse<'/static-page/path'>>('/static-page/path', { query: { path }, signal });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw notFound();
    throw e;
  }
}
