// Every community call of the browser. Response types come from the API's own routes
// (web/lib/api-contract.ts), so a changed field breaks the type check.
import type { CommunityMembershipFilter } from '../../../sync/rules/communities.ts';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiBody, ApiResponse } from '../../lib/api-contract.ts';

export type Community = ApiResponse<'/community/:id'>;
export type FeedItem = ApiResponse<'/community/:id/feed'>['list'][number];
export type Member = ApiResponse<'/community/:id/members'>['list'][number];
export type CommunityForm = ApiBody<'/community', 'post'>;
export type CommunityPatch = ApiBody<'/community/:id', 'put'>;

export interface CatalogFilter {
  search?: string | undefined;
  membership: CommunityMembershipFilter;
}

export const fetchCatalog = (filter: CatalogFilter, limit: number, offset: number, signal: AbortSignal) =>
  apiFetch<ApiResponse<'/community/catalog'>>('/community/catalog', {
    query: { search: filter.search, membership: filter.membership, limit, offset },
    signal,
  });
export const fetchCommunity = (id: number, signal: AbortSignal) =>
  apiFetch<ApiResponse<'/community/:id'>>(`/community/${id}`, { signal });
export const fetchFeed = (id: number, limit: number, offset: number, signal: AbortSignal) =>
  apiFetch<ApiResponse<'/community/:id/feed'>>(`/community/${id}/feed`, { query: { limit, offset }, signal });
export const fetchMembers = (id: number, limit: number, offset: number, signal: AbortSignal) =>
  apiFetch<ApiResponse<'/community/:id/members'>>(`/community/${id}/members`, { query: { limit, offset }, signal });
export const fetchRequests = (id: number, signal: AbortSignal) =>
  apiFetch<ApiResponse<'/community/:id/requests'>>(`/community/${id}/requests`, { signal });
export const fetchInvites = (id: number, signal: AbortSignal) =>
  apiFetch<ApiResponse<'/community/:id/invites'>>(`/community/${id}/invites`, { signal });

export const createCommunity = (form: CommunityForm) =>
  apiFetch<ApiResponse<'/community', 'post'>>('/community', { method: 'POST', body: form });
export const updateCommunity = (id: number, patch: CommunityPatch) =>
  apiFetch<ApiResponse<'/community/:id', 'put'>>(`/community/${id}`, { method: 'PUT', body: patch });
export const deleteCommunity = (id: number) =>
  apiFetch<ApiResponse<'/community/:id', 'delete'>>(`/community/${id}`, { method: 'DELETE' });
export const answerInvite = (inviteId: number, accept: boolean) =>
  apiFetch<ApiResponse<'/community/invite/:id/accept', 'patch'>>(
    `/community/invite/${inviteId}/${accept ? 'accept' : 'reject'}`,
    { method: 'PATCH' },
  );

/** Owner tools: online only. */
export const decideRequest = (requestId: number, approve: boolean) =>
  apiFetch<ApiResponse<'/community/request/:id/approve', 'patch'>>(
    `/community/request/${requestId}/${approve ? 'approve' : 'reject'}`,
    {
      method: 'PATCH',
    },
  );
export const inviteUser = (id: number, userId: number) =>
  apiFetch<ApiResponse<'/community/:id/invite/:userId', 'post'>>(`/community/${id}/invite/${userId}`, {
    method: 'POST',
  });
export const revokeInvite = (inviteId: number) =>
  apiFetch<ApiResponse<'/community/invite/:id/revoke', 'patch'>>(`/community/invite/${inviteId}/revoke`, {
    method: 'PATCH',
  });
export const removeMember = (id: number, userId: number) =>
  apiFetch<ApiResponse<'/community/:id/remove/:userId', 'patch'>>(`/community/${id}/remove/${userId}`, {
    method: 'PATCH',
  });
export const setCanPost = (id: number, userId: number, canPost: boolean) =>
  apiFetch<ApiResponse<'/community/:id/members/:userId', 'patch'>>(`/community/${id}/members/${userId}`, {
    method: 'PATCH',
    body: { canPost },
  });
export const transferOwnership = (id: number, userId: number) =>
  apiFetch<ApiResponse<'/community/:id/owner/:userId', 'patch'>>(`/community/${id}/owner/${userId}`, {
    method: 'PATCH',
  });
export const addToFeed = (id: number, ref: { pageId: number } | { newsId: number }) =>
  apiFetch<ApiResponse<'/community/:id/feed', 'post'>>(`/community/${id}/feed`, { method: 'POST', body: ref });
export const removeFromFeed = (id: number, itemId: number) =>
  apiFetch<ApiResponse<'/community/:id/feed/:itemId', 'delete'>>(`/community/${id}/feed/${itemId}`, {
    method: 'DELETE',
  });
