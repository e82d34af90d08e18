// The three social providers, each configured by its OAUTH_<VK|OK|FB>_* variables; OK also needs
// its public application key, as its REST API signs each call (ok-signature.ts).
import type { Config } from '../../config.ts';
import { oauth2Provider } from './oauth2.ts';
import { signOkUrl } from './ok-signature.ts';
import type { OAuthProvider } from './types.ts';

export function createOAuthProviders(c: Config): Record<'vk' | 'ok' | 'fb', OAuthProvider> {
  return {
    vk: oauth2Provider({
      social: 'vk',
      clientId: c.OAUTH_VK_CLIENT_ID,
      clientSecret: c.OAUTH_VK_CLIENT_SECRET,
      authorizeUrl: c.OAUTH_VK_AUTHORIZE_URL,
      tokenUrl: c.OAUTH_VK_TOKEN_URL,
      userinfoUrl: c.OAUTH_VK_USERINFO_URL,
      scope: c.OAUTH_VK_SCOPE,
    }),
    ok: oauth2Provider({
      social: 'ok',
      clientId: c.OAUTH_OK_CLIENT_ID,
      clientSecret: c.OAUTH_OK_CLIENT_SECRET,
      authorizeUrl: c.OAUTH_OK_AUTHORIZE_URL,
      tokenUrl: c.OAUTH_OK_TOKEN_URL,
      userinfoUrl: c.OAUTH_OK_USERINFO_URL,
      scope: c.OAUTH_OK_SCOPE,
      alsoRequired: [c.OAUTH_OK_PUBLIC_KEY],
      signUserinfo: (url, accessToken) =>
        signOkUrl(url, accessToken, c.OAUTH_OK_PUBLIC_KEY ?? '', c.OAUTH_OK_CLIENT_SECRET ?? ''),
    }),
    fb: oauth2Provider({
      social: 'fb',
      clientId: c.OAUTH_FB_CLIENT_ID,
      clientSecret: c.OAUTH_FB_CLIENT_SECRET,
      authorizeUrl: c.OAUTH_FB_AUTHORIZE_URL,
      tokenUrl: c.OAUTH_FB_TOKEN_URL,
      userinfoUrl: c.OAUTH_FB_USERINFO_URL,
      scope: c.OAUTH_FB_SCOPE,
    }),
  };
}
