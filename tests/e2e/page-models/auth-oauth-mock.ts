// A local OAuth 2 provider for browser tests (node:http): /authorize sends the browser back
// with a code, /token answers an access token, /userinfo the person set in `profile`; a call
// carrying OK's application_key is answered only with a right sig, as OK's REST API does.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** OK's check: md5 of the sorted parameters (not sig or access_token) and md5(token + secret). */
function okSigned(url: URL, secret: string): boolean {
  const token = url.searchParams.get('access_token') ?? '';
  const joined = [...url.searchParams.keys()]
    .filter((k) => k !== 'sig' && k !== 'access_token')
    .sort()
    .map((k) => `${k}=${url.searchParams.get(k) ?? ''}`)
    .join('');
  return url.searchParams.get('sig') === md5(joined + md5(token + secret));
}

export interface OAuthMock {
  url: string;
  /** The person the next sign-in returns. */
  profile: { id: string; name: string };
  env: (social: 'VK' | 'OK' | 'FB') => Record<string, string>;
  close: () => Promise<void>;
}

export async function startOAuthMock(): Promise<OAuthMock> {
  const mock = { profile: { id: 'vk-1', name: 'Олег Соколов' } };
  let issued = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      issued += 1;
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      back.searchParams.set('code', `code-${issued}-${mock.profile.id}`);
      res.writeHead(302, { location: back.toString() }).end();
    } else if (url.pathname === '/token' && req.method === 'POST') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: `token-${mock.profile.id}` }));
    } else if (
      url.pathname === '/userinfo' &&
      url.searchParams.has('application_key') &&
      !okSigned(url, 'test-secret')
    ) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error_code: 104, error_msg: 'PARAM_SIGNATURE : Invalid signature' }));
    } else if (url.pathname === '/userinfo') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: mock.profile.id, name: mock.profile.name }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('the OAuth mock did not bind a port');
  const url = `http://127.0.0.1:${addr.port}`;
  return {
    url,
    get profile() {
      return mock.profile;
    },
    set profile(p) {
      mock.profile = p;
    },
    env: (social) => ({
      [`OAUTH_${social}_CLIENT_ID`]: 'test-client',
      [`OAUTH_${social}_CLIENT_SECRET`]: 'test-secret',
      [`OAUTH_${social}_AUTHORIZE_URL`]: `${url}/authorize`,
      [`OAUTH_${social}_TOKEN_URL`]: `${url}/token`,
      [`OAUTH_${social}_USERINFO_URL`]: `${url}/userinfo`,
      ...(social === 'OK' && { OAUTH_OK_PUBLIC_KEY: 'test-public-key' }),
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
