// Community rules shared by browser and server: who may create one, field limits, and the
// states a user can be in towards a community. Pure data and functions; no I/O.

/** User types that may create communities: 2 blogger, 3 scientist, 4 teacher (mentor). Staff roles may too. */
const COMMUNITY_CREATOR_TYPES: readonly number[] = [2, 3, 4];
const COMMUNITY_CREATOR_ROLES: readonly string[] = ['admin', 'moderator', 'editor'];

export const COMMUNITY_NAME_MAX = 80;
export const COMMUNITY_DESCRIPTION_MAX = 2000;
export const COMMUNITY_CATALOG_PAGE_SIZE = 18;
export const COMMUNITY_FEED_PAGE_SIZE = 20;
export const COMMUNITY_MEMBERS_PAGE_SIZE = 50;
/** Invitations one owner may send in 24 hours over all their communities (a class or two, not the whole site). */
export const COMMUNITY_INVITES_PER_DAY = 60;

/**
 * The caller's state towards a community: 'guest' when signed out, 'none' when signed in with no
 * tie, then owner, member, a pending request of theirs, or a pending invitation to them.
 */
export const COMMUNITY_STATES = ['guest', 'none', 'owner', 'member', 'requested', 'invited'] as const;
export type CommunityState = (typeof COMMUNITY_STATES)[number];

/** Catalogue filters by the caller's tie: all communities, those they belong to, or pending ones. */
export const COMMUNITY_MEMBERSHIP_FILTERS = ['all', 'my', 'requested', 'invited'] as const;
export type CommunityMembershipFilter = (typeof COMMUNITY_MEMBERSHIP_FILTERS)[number];

export function mayCreateCommunity(user: { typeId: number | null; roles: readonly string[] }): boolean {
  if (user.typeId !== null && COMMUNITY_CREATOR_TYPES.includes(user.typeId)) return true;
  return user.roles.some((r) => COMMUNITY_CREATOR_ROLES.includes(r));
}
