// The contract of a social sign-in provider (VK, OK, FB): where to send the user, and how
// to turn the returned authorization code into the profile we link.
export interface SocialProfile {
  id: string;
  full_name: string;
  avatar: string | null;
}

export interface OAuthProvider {
  readonly social: 'vk' | 'ok' | 'fb';
  /** False when the client id or secret is missing: the redirect answers 404 then (a setting that repeats on retry is not a 5xx). */
  readonly configured: boolean;
  authorizeUrl(state: string, redirectUri: string): string;
  /** Exchanges the code at the token endpoint and reads the profile; rejects on any failure. */
  exchange(code: string, redirectUri: string): Promise<SocialProfile>;
}

export class OAuthError extends Error {}
