// A small OAuth 2 provider for tests, on 127.0.0.1 (node:http): /authorize redirects back
// with a one-time code, /token exchanges it (client_secret_post) for an access token,
// /userinfo answers the profile in VK's shape ({"response": [...]}) or a flat one, or, as
// OK's fb.do, only to a call carrying application_key and a valid sig (checked as OK does).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

interface MockProfile {
  id: number;
  first_name: string;
  last_name: string;
  photo_200: string;
}

export interface OAuthMock {
  url: string;
  /** The profile the next /authorize hands out. */
  nextProfile: MockProfile;
  tokenRequests: URLSearchParams[];
  userinfoRequests: URLSearchParams[];
  close: () => Promise<void>;
}

/** The port a listening server got. */
export function portOf(server: Server): number {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a port');
  return address.port;
}

export async function startOAuthMock(
  clientId: string,
  clientSecret: string,
  shape: 'vk' | 'flat' | 'ok' = 'vk',
  okApplicationKey = '',
): Promise<OAuthMock> {
  const codes = new Map<string, { profile: MockProfile; redirectUri: string }>();
  const tokens = new Map<string, MockProfile>();
  const mock: OAuthMock = {
    url: '',
    nextProfile: { id: 1, first_name: 'Имя', last_name: 'Фамилия', photo_200: 'https://example.org/p.jpg' },
    tokenRequests: [],
    userinfoRequests: [],
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('response_type') !== 'code')
        return json(400, { error: 'invalid_request' });
      const code = randomBytes(8).toString('hex');
      codes.set(code, { profile: mock.nextProfile, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        mock.tokenRequests.push(form);
        const grant = codes.get(form.get('code') ?? '');
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
          return json(401, { error: 'invalid_client' });
        if (!grant || grant.redirectUri !== form.get('redirect_uri') || form.get('grant_type') !== 'authorization_code')
          return json(400, { error: 'invalid_grant' });
        codes.delete(form.get('code') ?? '');
        const token = randomBytes(12).toString('hex');
        tokens.set(token, grant.profile);
        json(200, { access_token: token, token_type: 'bearer', expires_in: 3600, user_id: grant.profile.id });
      });
      return;
    }
    if (url.pathname === '/userinfo') {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token') ?? '';
      mock.userinfoRequests.push(url.searchParams);
      const profile = tokens.get(bearer);
      if (!profile) return json(401, { error: 'invalid_token' });
      if (shape === 'ok') return json(200, okAnswer(url, bearer, profile));
      return json(
        200,
        shape === 'vk'
          ? { response: [profile] }
          : { id: String(profile.id), name: `${profile.first_name} ${profile.last_name}`, picture: profile.photo_200 },
      );
    }
    json(404, { error: 'not_found' });
  });
  /** OK's fb.do answers HTTP 200: the profile, or error_code 104 to a call without a right sig. */
  const okAnswer = (url: URL, token: string, profile: MockProfile) => {
    const md5 = (s: string) => createHash('md5').update(s).digest('hex');
    const signed = [...url.searchParams.keys()]
      .filter((k) => !['sig', 'access_token', 'session_key'].includes(k))
      .sort()
      .map((k) => `${k}=${url.searchParams.get(k) ?? ''}`)
      .join('');
    const ok =
      url.searchParams.get('application_key') === okApplicationKey &&
      url.searchParams.get('sig') === md5(signed + md5(token + clientSecret));
    return ok
      ? {
          uid: String(profile.id),
          first_name: profile.first_name,
          last_name: profile.last_name,
          pic190x190: profile.photo_200,
        }
      : { error_code: 104, error_msg: 'PARAM_SIGNATURE : Invalid signature', error_data: null };
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mock.url = `http://127.0.0.1:${portOf(server)}`;
  mock.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return mock;
}
