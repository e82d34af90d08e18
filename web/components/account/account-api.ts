// Calls shared by onboarding and the profile editor: option lists (interests, user types),
// the region/city/school look-ups and the profile update (birthday sent as YYYY-MM-DD).
import { apiFetch } from '../../lib/api-client.ts';
import type { CurrentUser } from '../../lib/session.ts';
import type { Option } from '../ui/autocomplete-field.tsx';

interface ListAnswer<T> {
  list: T[];
}

export async function fetchInterests(): Promise<Option[]> {
  return (await apiFetch<ListAnswer<Option>>('/interest/list')).list;
}

export async function fetchUserTypes(): Promise<Option[]> {
  return (await apiFetch<ListAnswer<Option>>('/user_type')).list;
}

export async function fetchRegions(name: string, signal?: AbortSignal): Promise<Option[]> {
  return (await apiFetch<ListAnswer<Option>>('/school/region', { query: { name }, signal })).list;
}

export async function fetchCities(name: string, regionId: number, signal?: AbortSignal): Promise<Option[]> {
  return (await apiFetch<ListAnswer<Option>>('/school/city', { query: { name, regionId }, signal })).list;
}

export async function fetchSchools(name: string, cityId: number, signal?: AbortSignal): Promise<Option[]> {
  return (await apiFetch<ListAnswer<Option>>('/school/name', { query: { name, cityId }, signal })).list;
}

/** Section 3's profile update payload; only the present fields change. */
export interface ProfileUpdate {
  name?: string;
  lastName?: string;
  birthday?: string | null;
  typeId?: number | null;
  interestList?: number[];
  description?: string | null;
  regionId?: number | null;
  cityId?: number | null;
  workOrSchool?: string | null;
}

export async function updateProfile(update: ProfileUpdate): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/user/update-profile', { method: 'POST', body: update });
}
