// Every REST call of the social screens (relations, follow lists, blocked users, collections).
// Response types come from the API's own routes (web/lib/api-contract.ts). Changes that must survive
// a lost network go through the outbox instead.
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiBody, ApiResponse } from '../../lib/api-contract.ts';

export type Relations = ApiResponse<'/user/:id/relations'>;
export type FollowList = ApiResponse<'/user/:id/followers'>;
export type CollectionSummary = ApiResponse<'/collection/user/:id'>['list'][number];
export type CollectionFull = ApiResponse<'/collection/:id'>;

const LIST_LIMIT = 50;

export const fetchRelations = (userId: number, signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/user/:id/relations'>>(`/user/${userId}/relations`, { signal });
export const fetchFollows = (userId: number, which: 'followers' | 'following') =>
  apiFetch<ApiResponse<'/user/:id/followers'>>(`/user/${userId}/${which}`, { query: { limit: LIST_LIMIT } });

export const fetchUserCollections = (userId: number) =>
  apiFetch<ApiResponse<'/collection/user/:id'>>(`/collection/user/${userId}`);
export const fetchCollection = (id: number) => apiFetch<ApiResponse<'/collection/:id'>>(`/collection/${id}`);
export const updateCollection = (id: number, patch: ApiBody<'/collection/:id', 'put'>) =>
  apiFetch<ApiResponse<'/collection/:id', 'put'>>(`/collection/${id}`, { method: 'PUT', body: patch });
export const deleteCollection = (id: number) =>
  apiFetch<ApiResponse<'/collection/:id', 'delete'>>(`/collection/${id}`, { method: 'DELETE' });
export const copyCollection = (id: number) =>
  apiFetch<ApiResponse<'/collection/:id/copy', 'put'>>(`/collection/${id}/copy`, { method: 'PUT' });
