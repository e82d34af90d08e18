// Every community call of the browser. Response types come from the API's own definitions
// (import type), camelized as api-client answers them, so a changed field breaks the type check.
import type { CommunityJson } from '../../../api/features/communities/views.ts';
import type { FeedItemJson } from '../../../api/features/communities/feed-service.ts';
import type {
  listMembers,
  listPendingInvites,
  listPendingRequests,
} from '../../../api/features/communities/lists-service.ts';
import type { CreateInput, UpdateInput } from '../../../api/features/communities/inputs.ts';
import type { CommunityMembershipFilter } from '../../../sync/rules/communities.ts';
import { apiFetch } from '../../lib/api-client.ts';
import type { Camelized } from '../../lib/case-keys.ts';
import type { Paged } from '../../lib/stored-resource.ts';

export type Community = Camelized<CommunityJson>;
export type FeedItem = Camelized<FeedItemJson>;
export type Member = Camelized<ReturnType<typeof listMembers>['list'][number]>;
export type PendingRequest = Camelized<ReturnType<typeof listPendingRequests>['list'][number]>;
export type PendingInvite = Camelized<ReturnType<typeof listPendingInvites>['list'][number]>;
export type CommunityForm = Camelized<CreateInput>;
export type CommunityPatch = Camelized<UpdateInput>;

export interface CatalogFilter {
  search?: string | undefined;
  membership: CommunityMembershipFilter;
}

export const fetchCatalog = (filter: CatalogFilter, limit: number, offset: number, signal: AbortSignal) =>
  apiFetch<Paged<Community>>('/community/catalog', {
    query: { search: filter.search, membership: filter.membership, limit, offset },
    signal,
  });
export const fetchCommunity = (id: number, signal: AbortSignal) => apiFetch<Community>(`/community/${id}`, { signal });
export const fetchFeed = (id: number, limit: number, offset: number, signal: AbortSignal) =>
  apiFetch<Paged<FeedItem>>(`/community/${id}/feed`, { query: { limit, offset }, signal });
export const fetchMembers = (id: number, limit: number, offset: number, signal: AbortSignal) =>
  apiFetch<Paged<Member>>(`/community/${id}/members`, { query: { limit, offset }, signal });
export const fetchRequests = (id: number, signal: AbortSignal) =>
  apiFetch<Paged<PendingRequest>>(`/community/${id}/requests`, { signal });
export const fetchInvites = (id: number, signal: AbortSignal) =>
  apiFetch<Paged<PendingInvite>>(`/community/${id}/invites`, { signal });

export const createCommunity = (form: CommunityForm) =>
  apiFetch<Community>('/community', { method: 'POST', body: form });
export const updateCommunity = (id: number, patch: CommunityPatch) =>
  apiFetch<Community>(`/community/${id}`, { method: 'PUT', body: patch });
export const deleteCommunity = (id: number) => apiFetch<{ deleted: boolean }>(`/community/${id}`, { method: 'DELETE' });

/** The user's own moves; each answers the community as the caller now sees it (request: its id). */
export const joinCommunity = (id: number) => apiFetch<Community>(`/community/${id}/join`, { method: 'PATCH' });
export const leaveCommunity = (id: number) => apiFetch<Community>(`/community/${id}/leave`, { method: 'PATCH' });
export const requestToJoin = (id: number) => apiFetch<{ id: number }>(`/community/${id}/request`, { method: 'POST' });
export const cancelRequest = (id: number) =>
  apiFetch<Community>(`/community/${id}/request-cancel`, { method: 'PATCH' });
export const answerInvite = (inviteId: number, accept: boolean) =>
  apiFetch<Community>(`/community/invite/${inviteId}/${accept ? 'accept' : 'reject'}`, { method: 'PATCH' });

/** Owner tools: online only. */
export const decideRequest = (requestId: number, approve: boolean) =>
  apiFetch<{ status: string }>(`/community/request/${requestId}/${approve ? 'approve' : 'reject'}`, {
    method: 'PATCH',
  });
export const inviteUser = (id: number, userId: number) =>
  apiFetch<{ id: number }>(`/community/${id}/invite/${userId}`, { method: 'POST' });
export const revokeInvite = (inviteId: number) =>
  apiFetch<{ status: string }>(`/community/invite/${inviteId}/revoke`, { method: 'PATCH' });
export const removeMember = (id: number, userId: number) =>
  apiFetch<{ removed: boolean }>(`/community/${id}/remove/${userId}`, { method: 'PATCH' });
export const setCanPost = (id: number, userId: number, canPost: boolean) =>
  apiFetch<{ canPost: boolean }>(`/community/${id}/members/${userId}`, { method: 'PATCH', body: { canPost } });
export const transferOwnership = (id: number, userId: number) =>
  apiFetch<Community>(`/community/${id}/owner/${userId}`, { method: 'PATCH' });
export const addToFeed = (id: number, ref: { pageId: number } | { newsId: number }) =>
  apiFetch<{ id: number }>(`/community/${id}/feed`, { method: 'POST', body: ref });
export const removeFromFeed = (id: number, itemId: number) =>
  apiFetch<{ deleted: boolean }>(`/community/${id}/feed/${itemId}`, { method: 'DELETE' });
