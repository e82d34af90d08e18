// Calls of the profile screens: another user's public profile, badges (all and a user's),
// and unlinking a social network.
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

/**
 * A profile as the server shows it to the viewer: guests get only the card (name, avatar, type,
 * points), other members also interests and 'about me'; the surname and places only the user
 * and staff. Absent fields are hidden from this viewer, not empty.
 */
export type PublicUser = ApiResponse<'/user/:id'>;
export type Named = NonNullable<PublicUser['type']>;
export type Badge = ApiResponse<'/badge'>['list'][number];

export const fetchPublicUser = (id: number) => apiFetch<ApiResponse<'/user/:id'>>(`/user/${id}`);

export const fetchAllBadges = async () => (await apiFetch<ApiResponse<'/badge'>>('/badge')).list;

export const fetchUserBadges = async (id: number) =>
  (await apiFetch<ApiResponse<'/user/:id/badges'>>(`/user/${id}/badges`)).list;

export const unlinkSocial = (social: string) =>
  apiFetch<ApiResponse<'/user/unlink/:social', 'patch'>>(`/user/unlink/${social}`, { method: 'PATCH' });
