// Calls shared by onboarding and the profile editor: option lists (interests, user types),
// the region/city/school look-ups and the profile update (birthday sent as YYYY-MM-DD).
import { apiFetch } from './api-client.ts';
import type { ApiBody, ApiResponse } from './api-contract.ts';
import type { CurrentUser } from './session.ts';
import type { AccountOptionSources } from '../components/account/option-sources.ts';
import type { Option } from '../components/ui/autocomplete-field.tsx';

async function fetchInterests(): Promise<Option[]> {
  return (await apiFetch<ApiResponse<'/interest/list'>>('/interest/list')).list;
}

async function fetchUserTypes(): Promise<Option[]> {
  return (await apiFetch<ApiResponse<'/user_type'>>('/user_type')).list;
}

export async function fetchRegions(name: string, signal?: AbortSignal): Promise<Option[]> {
  return (await apiFetch<ApiResponse<'/school/region'>>('/school/region', { query: { name }, signal })).list;
}

export async function fetchCities(name: string, regionId: number, signal?: AbortSignal): Promise<Option[]> {
  return (await apiFetch<ApiResponse<'/school/city'>>('/school/city', { query: { name, regionId }, signal })).list;
}

export async function fetchSchools(name: string, cityId: number, signal?: AbortSignal): Promise<Option[]> {
  return (await apiFetch<ApiResponse<'/school/name'>>('/school/name', { query: { name, cityId }, signal })).list;
}

/** The profile fields' choices, for the screens that show them. */
export const accountOptionSources = {
  userTypes: fetchUserTypes,
  interests: fetchInterests,
  regions: fetchRegions,
  cities: fetchCities,
  schools: fetchSchools,
} satisfies AccountOptionSources;

/** Section 3's profile update payload; only the present fields change. */
export type ProfileUpdate = ApiBody<'/user/update-profile'>;

export async function updateProfile(update: ProfileUpdate): Promise<CurrentUser> {
  return apiFetch<ApiResponse<'/user/update-profile', 'post'>>('/user/update-profile', {
    method: 'POST',
    body: update,
  });
}
