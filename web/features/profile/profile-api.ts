// Calls of the profile screens: another user's public profile, badges (all and a user's),
// and unlinking a social network.
import { apiFetch } from '../../lib/api-client.ts';
import type { CurrentUser } from '../../lib/session.ts';

export interface Named {
  id: number;
  name: string;
}

/**
 * A profile as the server shows it to the viewer: guests get only the card (name, avatar, type,
 * points), other members also interests and 'about me'; the surname and places only the user
 * and staff. Absent fields are hidden from this viewer, not empty.
 */
export interface PublicUser {
  id: number;
  name: string;
  avatar: string | null;
  coins: number;
  type: Named | null;
  lastName?: string;
  city?: Named | null;
  region?: Named | null;
  interests?: Named[];
  description?: string | null;
  workOrSchool?: string | null;
}

export interface Badge {
  id: number;
  name: string;
  description: string;
  image: string | null;
  awardedAt?: string;
}

export const fetchPublicUser = (id: number) => apiFetch<PublicUser>(`/user/${id}`);

export const fetchAllBadges = async () => (await apiFetch<{ list: Badge[] }>('/badge')).list;

export const fetchUserBadges = async (id: number) => (await apiFetch<{ list: Badge[] }>(`/user/${id}/badges`)).list;

export const unlinkSocial = (social: string) => apiFetch<CurrentUser>(`/user/unlink/${social}`, { method: 'PATCH' });
