// Stand-ins for the outside services the fuzzed server signs in through, all on 127.0.0.1: one OAuth 2
// provider (api/testing/oauth-mock-server.ts) behind VK, OK and Facebook, and an SSO token endpoint that
// knows one temporary token. They exist so sign-in by these routes reaches its success answer; nothing here
// ever talks to a real provider.
import { createServer } from 'node:http';
import { portOf, startOAuthMock } from '../../api/testing/oauth-mock-server.ts';

export const SSO_TOKEN = 'fuzz-sso-token';

export interface Providers {
  /** The server's environment pointing every provider here. */
  env: Record<string, string>;
  /** The OAuth provider's base URL (its /authorize hands out codes). */
  oauthUrl: string;
  close: () => Promise<void>;
}

export async function startProviders(): Promise<Providers> {
  const oauth = await startOAuthMock('fuzz-client', 'fuzz-secret', 'vk');
  const sso = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      let token: unknown;
      try {
        token = (JSON.parse(raw || '{}') as { temporary_token?: unknown }).temporary_token;
      } catch {
        token = undefined;
      }
      const known = token === SSO_TOKEN;
      res.writeHead(known ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(known ? { id: 5151, phone: '79995550303', name: 'Игорь' } : { error: 'invalid token' }));
    });
  });
  await new Promise<void>((resolve) => sso.listen(0, '127.0.0.1', resolve));
  const ssoUrl = `http://127.0.0.1:${portOf(sso)}`;
  const env: Record<string, string> = { SSO_AUTHORIZE_URL: `${ssoUrl}/authorize`, SSO_TOKEN_URL: `${ssoUrl}/token` };
  for (const p of ['VK', 'OK', 'FB']) {
    env[`OAUTH_${p}_CLIENT_ID`] = 'fuzz-client';
    env[`OAUTH_${p}_CLIENT_SECRET`] = 'fuzz-secret';
    env[`OAUTH_${p}_AUTHORIZE_URL`] = `${oauth.url}/authorize`;
    env[`OAUTH_${p}_TOKEN_URL`] = `${oauth.url}/token`;
    env[`OAUTH_${p}_USERINFO_URL`] = `${oauth.url}/userinfo`;
  }
  env.OAUTH_OK_PUBLIC_KEY = 'fuzz-public-key';
  return {
    env,
    oauthUrl: oauth.url,
    close: async () => {
      await oauth.close();
      await new Promise<void>((resolve) => sso.close(() => resolve()));
    },
  };
}
