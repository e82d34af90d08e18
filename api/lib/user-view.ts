// The user object on the wire (snake_case), built in one place so /user/me, sign-in,
// registration and profile updates answer the same shape. The public view leaves out
// the login, birthday, linked accounts and settings; what others see of it depends on who
// asks (api/lib/personal-data.ts): guests get the card, members no personal data.
import { eq, inArray } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { cities, regions } from '../../db/schema/accounts-geo.ts';
import { userInterests } from '../../db/schema/accounts-profile.ts';
import { interests, userTypes } from '../../db/schema/dictionaries.ts';
import { notificationTypes } from '../../db/schema/notification-types.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import type { Audience } from './personal-data.ts';
import { pendingTypeRequest } from './pending-type-request.ts';
import { httpError } from './http-error.ts';

type Named = { id: number; name: string } | null;

interface PublicUserJson {
  id: number;
  name: string;
  last_name: string;
  avatar: string | null;
  coins: number;
  type: Named;
  city: Named;
  region: Named;
  interests: { id: number; name: string }[];
  description: string | null;
  work_or_school: string | null;
}

export interface UserJson extends PublicUserJson {
  login: string;
  birthday: string | null;
  vk_id: string | null;
  ok_id: string | null;
  fb_id: string | null;
  notification_settings: Record<string, boolean>;
  is_agreement: boolean;
  roles: string[];
  /** A request for a privileged type (blogger, scientist) that staff have not decided yet. */
  type_request: { id: number; type_id: number; created_at: string } | null;
  /** A pupil under 14: the parent's consent kept with the account (null: none given). */
  parent_consent: ParentConsentJson | null;
}

export interface ParentConsentJson {
  name: string;
  contact: string;
  given_at: string;
}

/** The parent's consent stored on a user row, in its wire shape. */
export function parentConsentOf(u: {
  parentName: string | null;
  parentContact: string | null;
  parentConsentAt: string | null;
}): ParentConsentJson | null {
  if (u.parentName === null || u.parentContact === null || u.parentConsentAt === null) return null;
  return { name: u.parentName, contact: u.parentContact, given_at: u.parentConsentAt };
}

async function named(
  db: Db,
  table: typeof userTypes | typeof regions | typeof cities,
  id: number | null,
): Promise<Named> {
  if (id === null) return null;
  return (await one(db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id)))) ?? null;
}

/** type_{id}: true for every notification type, overlaid with the user's stored choices. */
export async function notificationSettingsOf(db: Db, stored: string | null): Promise<Record<string, boolean>> {
  const types = await db.select({ id: notificationTypes.id }).from(notificationTypes);
  const defaults = Object.fromEntries(types.map((t) => [`type_${t.id}`, true]));
  if (!stored) return defaults;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (parsed && typeof parsed === 'object') {
      for (const [k, v] of Object.entries(parsed)) if (typeof v === 'boolean') defaults[k] = v;
    }
  } catch {
    // a damaged value falls back to the defaults
  }
  return defaults;
}

async function publicUserJson(db: Db, userId: number): Promise<PublicUserJson | null> {
  const u = await one(db.select().from(users).where(eq(users.id, userId)));
  if (!u) return null;
  return publicJsonOf(db, u);
}

async function publicJsonOf(db: Db, u: typeof users.$inferSelect): Promise<PublicUserJson> {
  const interestRows = await db
    .select({ id: userInterests.interestId })
    .from(userInterests)
    .where(eq(userInterests.userId, u.id));
  const interestIds = interestRows.map((r) => r.id);
  const list = interestIds.length
    ? await db
        .select({ id: interests.id, name: interests.name })
        .from(interests)
        .where(inArray(interests.id, interestIds))
        .orderBy(interests.id)
    : [];
  return {
    id: u.id,
    name: u.name,
    last_name: u.lastName,
    avatar: u.avatar,
    coins: u.coins,
    type: await named(db, userTypes, u.typeId),
    city: await named(db, cities, u.cityId),
    region: await named(db, regions, u.regionId),
    interests: list,
    description: u.description,
    work_or_school: u.workOrSchool,
  };
}

/** What a guest sees: first name, avatar, type and public activity (points). */
type UserCardJson = Pick<PublicUserJson, 'id' | 'name' | 'avatar' | 'coins' | 'type'>;

/** A profile as one viewer sees it: the card always; a field absent is hidden from this viewer, not empty. */
export type ProfileJson = UserCardJson & Partial<Omit<PublicUserJson, keyof UserCardJson>>;

/** The public profile as `audience` may see it. */
export async function profileFor(db: Db, userId: number, audience: Audience): Promise<ProfileJson | null> {
  const full = await publicUserJson(db, userId);
  if (!full || audience === 'trusted') return full;
  const card: UserCardJson = { id: full.id, name: full.name, avatar: full.avatar, coins: full.coins, type: full.type };
  return audience === 'member' ? { ...card, interests: full.interests, description: full.description } : card;
}

/** The signed-in user's own view; 404 when the account is gone (a session outlived it). */
export async function ownUserJson(db: Db, userId: number): Promise<UserJson> {
  const user = await userJson(db, userId);
  if (!user) throw httpError(404, 'User not found');
  return user;
}

/** The user's own view: one read of the user row, so the public part and the rest agree. */
export async function userJson(db: Db, userId: number): Promise<UserJson | null> {
  const u = await one(db.select().from(users).where(eq(users.id, userId)));
  if (!u) return null;
  const pub = await publicJsonOf(db, u);
  const roles = await db.$pluck<string>(
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
  );
  return {
    ...pub,
    login: u.login,
    birthday: u.birthday,
    vk_id: u.vkId,
    ok_id: u.okId,
    fb_id: u.fbId,
    notification_settings: await notificationSettingsOf(db, u.notificationSettings),
    is_agreement: u.isAgreement,
    roles,
    type_request: await pendingTypeRequest(db, userId),
    parent_consent: parentConsentOf(u),
  };
}
