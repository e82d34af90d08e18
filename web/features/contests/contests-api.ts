// The contest calls of the screens (spec section 7: Contests, Contest video V2). Types come from the
// API's own routes (web/lib/api-contract.ts).
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiBody, ApiResponse } from '../../lib/api-contract.ts';

export type ContestCard = ApiResponse<'/contest/catalog'>['list'][number];
export type ContestPage = ApiResponse<'/contest/:id'>;
export type ContestResult = ApiResponse<'/contest/:id/result'>['list'][number];
export type Work = NonNullable<ApiResponse<'/contest-video/my-videos'>['videoList']>[number];
export type ParticipantInput = ApiBody<'/contest/:id/add_participant', 'put'>;

export const fetchContests = (offset: number, limit = 18) =>
  apiFetch<ApiResponse<'/contest/catalog'>>('/contest/catalog', { query: { limit, offset } });
export const fetchContest = (id: number) => apiFetch<ApiResponse<'/contest/:id'>>(`/contest/${id}`);
export const fetchResults = (id: number) =>
  apiFetch<ApiResponse<'/contest/:id/result'>>(`/contest/${id}/result`).then(
    (r) => r.list,
    () => [],
  );
export const addParticipant = (id: number, body: ParticipantInput) =>
  apiFetch<ApiResponse<'/contest/:id/add_participant', 'put'>>(`/contest/${id}/add_participant`, {
    method: 'PUT',
    body,
  });
export const fetchMyWorks = () =>
  apiFetch<ApiResponse<'/contest-video/my-videos'>>('/contest-video/my-videos').then(
    (r) => r.videoList ?? [],
    () => null,
  );
export const sendWork = (q: {
  contestId: number;
  name: string;
  description: string;
  nominationId: number;
  uploadId: string;
}) =>
  apiFetch<ApiResponse<'/contest-video/upload-video', 'post'>>('/contest-video/upload-video', {
    method: 'POST',
    query: q,
  });
