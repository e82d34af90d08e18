// Every REST call of the social screens (relations, follow lists, blocked users, collections).
// Response types come from the API's own definitions (import type), camelized as api-client
// answers them. Changes that must survive a lost network go through the outbox instead.
import type { listOwnCollections, readCollection } from '../../../api/features/collections/service.ts';
import type { listFollows, relationSummary } from '../../../api/features/follows/service.ts';
import { apiFetch } from '../../lib/api-client.ts';
import type { Camelized } from '../../lib/case-keys.ts';

export type Relations = Camelized<ReturnType<typeof relationSummary>>;
export type FollowList = Camelized<ReturnType<typeof listFollows>>;
export type CollectionSummary = Camelized<ReturnType<typeof listOwnCollections>['list'][number]>;
export type CollectionFull = Camelized<ReturnType<typeof readCollection>>;

export const LIST_LIMIT = 50;

export const fetchRelations = (userId: number) => apiFetch<Relations>(`/user/${userId}/relations`);
export const fetchFollows = (userId: number, which: 'followers' | 'following') =>
  apiFetch<FollowList>(`/user/${userId}/${which}`, { query: { limit: LIST_LIMIT } });

export const fetchUserCollections = (userId: number) =>
  apiFetch<{ list: CollectionSummary[]; total: number }>(`/collection/user/${userId}`);
export const fetchCollection = (id: number) => apiFetch<CollectionFull>(`/collection/${id}`);
export const updateCollection = (
  id: number,
  patch: { title?: string; description?: string; isPublic?: boolean; pageIds?: number[] },
) => apiFetch<CollectionSummary>(`/collection/${id}`, { method: 'PUT', body: patch });
export const deleteCollection = (id: number) => apiFetch<void>(`/collection/${id}`, { method: 'DELETE' });
export const copyCollection = (id: number) => apiFetch<CollectionSummary>(`/collection/${id}/copy`, { method: 'PUT' });
