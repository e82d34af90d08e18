// The social networks a user may sign in with. A module of its own: the route tree (the app's entry)
// checks an address's network, and must not carry the account rules' texts with it.
export const SOCIAL_NETWORKS = ['vk', 'ok', 'fb'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return typeof value === 'string' && (SOCIAL_NETWORKS as readonly string[]).includes(value);
}

/**
 * The networks this install has keys for, from the site settings' `oauth_providers` ('vk,ok'); the
 * sign-in and the profile's 'Привязать' show only these. Unknown or missing: none.
 */
export function configuredSocialNetworks(setting: string | undefined): SocialNetwork[] {
  const listed = new Set((setting ?? '').split(',').map((s) => s.trim()));
  return SOCIAL_NETWORKS.filter((s) => listed.has(s));
}
