// Profile updates (section 3's payload): partial, each present field checked against the
// spec's rules and the option lists; interests replaced as a set.
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { one, type Db } from '../../../db/store.ts';
import { cities, regions } from '../../../db/schema/accounts-geo.ts';
import { userInterests } from '../../../db/schema/accounts-profile.ts';
import { interests, userTypes } from '../../../db/schema/dictionaries.ts';
import { users } from '../../../db/schema/users.ts';
import {
  AGE_MAX,
  AGE_MIN,
  INTERESTS_MIN,
  isAllowedBirthday,
  NAME_MIN_LENGTH,
  parentConsentProblem,
  USER_TYPE_DESCRIPTION_OPTIONAL,
} from '../../../sync/rules/account-limits.ts';
import { httpError } from '../../lib/http-error.ts';
import { schoolOfUser } from './user-school.ts';
import { isPrivilegedType, requestType } from '../type-requests/service.ts';
import { AVATARS } from './avatars.ts';

const nullableText = (max: number) => z.string().trim().max(max).nullable().optional();

export const profileInput = z.object({
  name: z.string().trim().min(NAME_MIN_LENGTH, 'Name too short').max(100).optional(),
  last_name: z.string().trim().min(NAME_MIN_LENGTH, 'Last name too short').max(100).optional(),
  birthday: z
    .string()
    .refine((b) => isAllowedBirthday(b), `Age must be from ${AGE_MIN} to ${AGE_MAX}`)
    .nullable()
    .optional(),
  type_id: z.number().int().positive().nullable().optional(),
  interest_list: z.array(z.number().int().positive()).max(100).optional(),
  description: nullableText(2000),
  region_id: z.number().int().positive().nullable().optional(),
  city_id: z.number().int().positive().nullable().optional(),
  work_or_school: nullableText(300),
  /** The user's school is missing from the list: work_or_school is saved as an unconfirmed school of the town. */
  new_school: z.boolean().optional(),
  avatar: z.string().nullable().optional(),
  /** A parent's consent for a pupil under 14 (kept with the account; a later one replaces it). */
  parent_consent: z.object({ name: z.string().trim().max(200), contact: z.string().trim().max(200) }).optional(),
  /** The total-login dialog: the user accepts the agreement (it cannot be withdrawn here). */
  is_agreement: z.literal(true).optional(),
});
export type ProfileInput = z.infer<typeof profileInput>;

async function exists(db: Db, table: typeof userTypes | typeof regions | typeof cities, id: number) {
  return Boolean(await one(db.select({ id: table.id }).from(table).where(eq(table.id, id))));
}

/**
 * Applies the present fields to the user; 400 with a detail for the first broken rule, and
 * 400 'Nothing to update' for a body without a single field. Asking for a privileged type
 * (blogger, scientist) files a request for staff and leaves the type as it is. One transaction:
 * the rules that read the stored region and type hold for the row as it is written.
 */
export async function updateProfile(db: Db, userId: number, input: ProfileInput): Promise<void> {
  if (Object.values(input).every((v) => v === undefined)) throw httpError(400, 'Nothing to update');
  await db.transaction((tx) => applyProfile(tx, userId, input));
}

async function applyProfile(tx: Db, userId: number, input: ProfileInput): Promise<void> {
  const asksPrivilege = input.type_id != null && isPrivilegedType(input.type_id);
  const p: ProfileInput = asksPrivilege ? { ...input, type_id: undefined } : input;
  const current = await one(tx.select().from(users).where(eq(users.id, userId)));
  if (!current) throw httpError(404, 'User not found');
  if (input.type_id != null && !(await exists(tx, userTypes, input.type_id))) throw httpError(400, 'Unknown user type');
  if (p.region_id != null && !(await exists(tx, regions, p.region_id))) throw httpError(400, 'Unknown region');
  let regionId = p.region_id === undefined ? current.regionId : p.region_id;
  if (p.city_id != null) {
    const city = await one(tx.select().from(cities).where(eq(cities.id, p.city_id)));
    if (!city) throw httpError(400, 'Unknown city');
    if (regionId != null && city.regionId !== regionId) throw httpError(400, 'City is not in the region');
    regionId = city.regionId;
  }
  if (p.avatar != null && !AVATARS.includes(p.avatar)) throw httpError(400, 'Unknown avatar');
  checkParentConsent(p, current);
  const typeId = p.type_id === undefined ? current.typeId : p.type_id;
  if (p.description !== undefined && typeId !== USER_TYPE_DESCRIPTION_OPTIONAL && !p.description)
    throw httpError(400, 'Description required');
  if (p.interest_list) {
    const ids = [...new Set(p.interest_list)];
    if (ids.length < INTERESTS_MIN) throw httpError(400, 'Choose at least 3 interests');
    const known = await tx.select({ id: interests.id }).from(interests).where(inArray(interests.id, ids));
    if (known.length !== ids.length) throw httpError(400, 'Unknown interest');
  }
  const columns = {
    ...(p.name !== undefined && { name: p.name }),
    ...(p.last_name !== undefined && { lastName: p.last_name }),
    ...(p.birthday !== undefined && { birthday: p.birthday }),
    ...(p.type_id !== undefined && { typeId: p.type_id }),
    ...(p.description !== undefined && { description: p.description || null }),
    ...(p.work_or_school !== undefined && { workOrSchool: p.work_or_school || null }),
    ...(p.avatar !== undefined && { avatar: p.avatar }),
    ...(p.is_agreement && { isAgreement: true }),
    ...(p.parent_consent &&
      !sameConsent(p.parent_consent, current) && {
        parentName: p.parent_consent.name,
        parentContact: p.parent_consent.contact,
        parentConsentAt: new Date().toISOString(),
      }),
    ...(p.region_id !== undefined || p.city_id != null ? { regionId } : {}),
    ...(p.city_id !== undefined && { cityId: p.city_id }),
    ...(p.region_id === null && { cityId: null }),
    ...(await schoolColumn(tx, p, current)),
  };
  // An update of interests (or a type request) alone has no column to set; drizzle refuses an empty SET.
  if (Object.keys(columns).length > 0) await tx.update(users).set(columns).where(eq(users.id, userId));
  if (asksPrivilege && input.type_id != null) await requestType(tx, userId, input.type_id);
  if (p.interest_list) {
    await tx.delete(userInterests).where(eq(userInterests.userId, userId));
    const ids = [...new Set(p.interest_list)];
    await tx.insert(userInterests).values(ids.map((interestId) => ({ userId, interestId })));
  }
}

/** users.school_id again whenever the text or the town changes (or the user says the school is missing). */
async function schoolColumn(
  tx: Db,
  p: ProfileInput,
  current: { cityId: number | null; workOrSchool: string | null },
): Promise<{ schoolId?: number | null }> {
  if (p.work_or_school === undefined && p.city_id === undefined && p.region_id === undefined && !p.new_school)
    return {};
  const cityId = p.city_id !== undefined ? p.city_id : p.region_id === null ? null : current.cityId;
  const text = p.work_or_school !== undefined ? p.work_or_school : current.workOrSchool;
  return { schoolId: await schoolOfUser(tx, cityId, text, p.new_school === true) };
}

const CONSENT_DETAILS = {
  consentRequired: 'Parent consent required',
  parentName: 'parent_consent: parent name required',
  parentContact: 'parent_consent: parent contact required',
} as const;

/**
 * A birthday that makes the user younger than 14 needs a parent's consent: given with this update,
 * or kept with the account from before (sync/rules/account-limits.ts holds the rule for both sides).
 */
function checkParentConsent(
  p: ProfileInput,
  current: { birthday: string | null; parentName: string | null; parentContact: string | null },
): void {
  const birthday = p.birthday === undefined ? current.birthday : p.birthday;
  if (!birthday || (p.birthday === undefined && !p.parent_consent)) return;
  const kept =
    current.parentName !== null && current.parentContact !== null
      ? { name: current.parentName, contact: current.parentContact }
      : null;
  const problem = parentConsentProblem(birthday, p.parent_consent ?? kept);
  if (problem) throw httpError(400, CONSENT_DETAILS[problem]);
}

/** The same parent and contact as kept: the consent (and when it was given) stays as it is. */
function sameConsent(
  given: { name: string; contact: string },
  current: { parentName: string | null; parentContact: string | null },
): boolean {
  return given.name === current.parentName && given.contact === current.parentContact;
}
