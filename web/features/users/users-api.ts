// The users catalogue call: GET /api/user (public cards only), answers camelCased by apiFetch.
// Never asks for more than the page size; the server caps limit at 100 anyway.
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import type { Paged } from '../../lib/stored-resource.ts';

export const USERS_PAGE_SIZE = 24;

/** Only staff get the surname and city: they are a child's personal data. */
export type UserCard = ApiResponse<'/user'>['list'][number];

export interface UsersFilter {
  search?: string | undefined;
  type?: number | undefined;
}

/** One page (counted from 0) of the catalogue for `filter`. */
export function fetchUsersPage(filter: UsersFilter, page: number, signal: AbortSignal): Promise<Paged<UserCard>> {
  return apiFetch<ApiResponse<'/user'>>('/user', {
    query: { search: filter.search, typeId: filter.type, limit: USERS_PAGE_SIZE, offset: page * USERS_PAGE_SIZE },
    signal,
  });
}

/** The device-store key of the query (one stored row per page). */
export const usersKey = (filter: UsersFilter): string => `users:${filter.type ?? ''}:${filter.search ?? ''}`;
