// The editable profile as a form holds it (onboarding and the profile editor share it),
// the checks of each part, and the conversion to the update payload.
import {
  AGE_MESSAGES,
  INTERESTS_MIN,
  needsParentConsent,
  parentConsentProblem,
} from '../../../sync/rules/account-limits.ts';
import type { CurrentUser } from '../../lib/session.ts';
import type { ProfileUpdate } from '../../lib/account-api.ts';
import {
  birthdayError,
  birthdayToIso,
  descriptionError,
  isoToBirthday,
  issueOf,
  MSG,
  nameSchema,
} from '../../../sync/rules/account-forms.ts';

export interface ProfileDraft {
  name: string;
  lastName: string;
  birthday: string;
  typeId: string;
  /** The type the server confirmed; typeId may differ while a blogger/scientist request waits. */
  confirmedTypeId: string;
  interests: number[];
  description: string;
  regionId: number | null;
  regionText: string;
  cityId: number | null;
  cityText: string;
  workOrSchool: string;
  /** 'Моей школы нет в списке': the typed name is saved as a new school that staff will check. */
  newSchool: boolean;
  /** A pupil under 14: the parent's consent (checkbox), their name and phone or e-mail. */
  parentConsent: boolean;
  parentName: string;
  parentContact: string;
}

export type DraftErrors = Partial<Record<keyof ProfileDraft, string>>;

export const EMPTY_DRAFT: ProfileDraft = {
  name: '',
  lastName: '',
  birthday: '',
  typeId: '',
  confirmedTypeId: '',
  interests: [],
  description: '',
  regionId: null,
  regionText: '',
  cityId: null,
  cityText: '',
  workOrSchool: '',
  newSchool: false,
  parentConsent: false,
  parentName: '',
  parentContact: '',
};

interface Named {
  id: number;
  name: string;
}
/** An { id, name } pair read from the cached user (a type, city or interest), or null where it is not one. */
export const named = (v: unknown): Named | null =>
  typeof v === 'object' &&
  v !== null &&
  'id' in v &&
  'name' in v &&
  typeof v.id === 'number' &&
  typeof v.name === 'string'
    ? { id: v.id, name: v.name }
    : null;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

const requestedTypeOf = (v: unknown): number | null =>
  typeof v === 'object' && v !== null && 'typeId' in v && typeof v.typeId === 'number' ? v.typeId : null;

/** The draft for a signed-in user's current profile. */
export function draftFromUser(user: CurrentUser): ProfileDraft {
  const region = named(user.region);
  const city = named(user.city);
  const type = named(user.type);
  const requested = requestedTypeOf(user.typeRequest);
  const interests = Array.isArray(user.interests)
    ? user.interests.map(named).filter((x): x is Named => x !== null)
    : [];
  return {
    name: user.name ?? '',
    lastName: user.lastName ?? '',
    birthday: isoToBirthday(text(user.birthday)),
    typeId: type ? String(type.id) : requested ? String(requested) : '',
    confirmedTypeId: type ? String(type.id) : '',
    interests: interests.map((i) => i.id),
    description: text(user.description),
    regionId: region?.id ?? null,
    regionText: region?.name ?? '',
    cityId: city?.id ?? null,
    cityText: city?.name ?? '',
    workOrSchool: text(user.workOrSchool),
    newSchool: false,
    ...consentOf(user.parentConsent),
  };
}

function consentOf(v: unknown): Pick<ProfileDraft, 'parentConsent' | 'parentName' | 'parentContact'> {
  if (typeof v !== 'object' || v === null || !('name' in v) || !('contact' in v))
    return { parentConsent: false, parentName: '', parentContact: '' };
  return { parentConsent: true, parentName: text(v.name), parentContact: text(v.contact) };
}

/** True when the draft's birthday makes the user younger than 14: the form asks for a parent's consent. */
export function asksParentConsent(d: ProfileDraft): boolean {
  const iso = birthdayToIso(d.birthday);
  return iso !== null && needsParentConsent(iso);
}

function consentErrors(d: ProfileDraft): DraftErrors {
  const iso = birthdayToIso(d.birthday);
  if (!iso) return {};
  const consent = d.parentConsent ? { name: d.parentName, contact: d.parentContact } : null;
  const problem = parentConsentProblem(iso, consent);
  if (problem === 'consentRequired') return { parentConsent: AGE_MESSAGES.consentRequired };
  if (problem === 'parentName') return { parentName: AGE_MESSAGES.parentName };
  if (problem === 'parentContact') return { parentContact: AGE_MESSAGES.parentContact };
  return {};
}

function typeIdOf(d: ProfileDraft): number | null {
  return d.typeId ? Number(d.typeId) : null;
}

/** Step 1 of onboarding ('о себе'): name, surname, birthday and participant type. */
export function aboutErrors(d: ProfileDraft): DraftErrors {
  const e: DraftErrors = {};
  const name = issueOf(nameSchema, d.name);
  const lastName = issueOf(nameSchema, d.lastName);
  const birthday = birthdayError(d.birthday);
  if (name) e.name = name;
  if (lastName) e.lastName = lastName;
  if (birthday) e.birthday = birthday;
  if (!d.typeId) e.typeId = MSG.fieldRequired;
  return birthday ? e : { ...e, ...consentErrors(d) };
}

export function interestsComplete(d: ProfileDraft): boolean {
  return d.interests.length >= INTERESTS_MIN;
}

/** Step 3: 'О себе' unless the type is 1. */
export function extraErrors(d: ProfileDraft): DraftErrors {
  const description = descriptionError(typeIdOf(d), d.description);
  const workOrSchool = d.newSchool && d.cityId !== null && !d.workOrSchool.trim() ? MSG.schoolName : undefined;
  return { ...(description && { description }), ...(workOrSchool && { workOrSchool }) };
}

export function aboutUpdate(d: ProfileDraft): ProfileUpdate {
  return {
    name: d.name.trim(),
    lastName: d.lastName.trim(),
    birthday: birthdayToIso(d.birthday),
    typeId: typeIdOf(d),
    ...(asksParentConsent(d) && d.parentConsent
      ? { parentConsent: { name: d.parentName.trim(), contact: d.parentContact.trim() } }
      : {}),
  };
}

export function extraUpdate(d: ProfileDraft): ProfileUpdate {
  return {
    description: d.description.trim() || null,
    regionId: d.regionId,
    cityId: d.regionId ? d.cityId : null,
    workOrSchool: d.workOrSchool.trim() || null,
    ...(d.newSchool && d.regionId !== null && d.cityId !== null && { newSchool: true }),
  };
}
