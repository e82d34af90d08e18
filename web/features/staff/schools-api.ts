// The staff area's school calls (/api/staff/schools), typed from the API's own routes; online only.
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

type SchoolsPage = ApiResponse<'/staff/schools'>;
export type StaffSchool = SchoolsPage['list'][number];

export const schoolsApi = {
  list: (confirmed: string, q: string) =>
    apiFetch<ApiResponse<'/staff/schools'>>('/staff/schools', {
      query: { confirmed: confirmed || undefined, q: q || undefined, limit: 50 },
    }),
  edit: (id: number, body: { name?: string; confirmed?: true }) =>
    apiFetch<ApiResponse<'/staff/schools/:id', 'patch'>>(`/staff/schools/${id}`, { method: 'PATCH', body }),
  merge: (id: number, intoId: number) =>
    apiFetch<ApiResponse<'/staff/schools/:id/merge', 'post'>>(`/staff/schools/${id}/merge`, {
      method: 'POST',
      body: { intoId },
    }),
  /** Confirmed schools of the same town, to merge into. */
  sameTown: (cityId: number, q: string) =>
    apiFetch<ApiResponse<'/staff/schools'>>('/staff/schools', {
      query: { cityId, q: q || undefined, confirmed: 'true', limit: 20 },
    }),
};
