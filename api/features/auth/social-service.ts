// Social accounts: read a provider profile once per authorization code (kept briefly, so
// the user can confirm a phone or e-mail afterwards), and link it to a user.
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { pendingSocial } from '../../../db/schema/accounts-codes.ts';
import { users } from '../../../db/schema/users.ts';
import type { SocialNetwork } from '../../../sync/rules/account-limits.ts';
import type { AppDeps } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { OAuthError, type OAuthProvider, type SocialProfile } from '../../providers/oauth/types.ts';

const PENDING_TTL_MS = 900_000;
const column = { vk: users.vkId, ok: users.okId, fb: users.fbId } as const;
const field = { vk: 'vkId', ok: 'okId', fb: 'fbId' } as const;

export function redirectUri(deps: AppDeps): string {
  return new URL('/', deps.config.PUBLIC_URL).toString();
}

/** The profile behind `code`: from the short-lived cache, else from the provider (once). */
export async function profileForCode(deps: AppDeps, provider: OAuthProvider, code: string): Promise<SocialProfile> {
  const now = Date.now();
  deps.db.delete(pendingSocial).where(lt(pendingSocial.expiresAt, now)).run();
  const codeHash = createHash('sha256').update(`${provider.social}:${code}`).digest('hex');
  const cached = deps.db.select().from(pendingSocial).where(eq(pendingSocial.codeHash, codeHash)).get();
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
  deps.db
    .insert(pendingSocial)
    .values({
      codeHash,
      social: provider.social,
      socialId: profile.id,
      fullName: profile.full_name,
      avatar: profile.avatar,
      expiresAt: now + PENDING_TTL_MS,
    })
    .onConflictDoNothing()
    .run();
  return profile;
}

export function userBySocial(deps: AppDeps, social: SocialNetwork, socialId: string): number | null {
  return deps.db.select({ id: users.id }).from(users).where(eq(column[social], socialId)).get()?.id ?? null;
}

/** Links the social id to the user; 409 when another account already holds it. */
export function linkSocial(deps: AppDeps, userId: number, social: SocialNetwork, socialId: string): void {
  const holder = userBySocial(deps, social, socialId);
  if (holder !== null && holder !== userId) throw httpError(409, 'Social account already linked');
  deps.db
    .update(users)
    .set({ [field[social]]: socialId })
    .where(eq(users.id, userId))
    .run();
}

export function unlinkSocial(deps: AppDeps, userId: number, social: SocialNetwork): void {
  deps.db
    .update(users)
    .set({ [field[social]]: null })
    .where(eq(users.id, userId))
    .run();
}
