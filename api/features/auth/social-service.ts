// Social accounts: read a provider profile once per authorization code (kept briefly, so
// the user can confirm a phone or e-mail afterwards), and link it to a user.
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { pendingSocial } from '../../../db/schema/accounts-codes.ts';
import { one, type Db } from '../../../db/store.ts';
import { users } from '../../../db/schema/users.ts';
import type { SocialNetwork } from '../../../sync/rules/account-limits.ts';
import type { AppDeps } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { OAuthError, type OAuthProvider, type SocialProfile } from '../../providers/oauth/types.ts';
import { nowMs } from '../../lib/clock.ts';

const PENDING_TTL_MS = 900_000;
const column = { vk: users.vkId, ok: users.okId, fb: users.fbId } as const;
const field = { vk: 'vkId', ok: 'okId', fb: 'fbId' } as const;

export function redirectUri(deps: AppDeps): string {
  return new URL('/', deps.config.PUBLIC_URL).toString();
}

/** The profile behind `code`: from the short-lived cache, else from the provider (once). */
export async function profileForCode(deps: AppDeps, provider: OAuthProvider, code: string): Promise<SocialProfile> {
  const now = nowMs();
  await deps.db.delete(pendingSocial).where(lt(pendingSocial.expiresAt, now));
  const codeHash = createHash('sha256').update(`${provider.social}:${code}`).digest('hex');
  const cached = await one(deps.db.select().from(pendingSocial).where(eq(pendingSocial.codeHash, codeHash)));
  if (cached) return { id: cached.socialId, full_name: cached.fullName, avatar: cached.avatar };
  let profile: SocialProfile;
  try {
    profile = await provider.exchange(code, redirectUri(deps));
  } catch (e) {
    if (e instanceof OAuthError) {
      deps.logger.warn({ err: e, social: provider.social }, 'social code exchange failed');
      throw httpError(400, 'Social authorization failed');
    }
    throw e;
  }
  await deps.db
    .insert(pendingSocial)
    .values({
      codeHash,
      social: provider.social,
      socialId: profile.id,
      fullName: profile.full_name,
      avatar: profile.avatar,
      expiresAt: now + PENDING_TTL_MS,
    })
    .onConflictDoNothing();
  return profile;
}

export async function userBySocial(db: Db, social: SocialNetwork, socialId: string): Promise<number | null> {
  return (await one(db.select({ id: users.id }).from(users).where(eq(column[social], socialId))))?.id ?? null;
}

/**
 * Links the social id to the user; 409 when another account already holds it. One transaction,
 * so two accounts linking one social id at once cannot both find it free.
 */
export function linkSocial(db: Db, userId: number, social: SocialNetwork, socialId: string): Promise<void> {
  return db.transaction(async (tx) => {
    const holder = await userBySocial(tx, social, socialId);
    if (holder !== null && holder !== userId) throw httpError(409, 'Social account already linked');
    await tx
      .update(users)
      .set({ [field[social]]: socialId })
      .where(eq(users.id, userId));
  });
}

export async function unlinkSocial(db: Db, userId: number, social: SocialNetwork): Promise<void> {
  await db
    .update(users)
    .set({ [field[social]]: null })
    .where(eq(users.id, userId));
}
