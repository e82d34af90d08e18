// A standard OAuth 2 authorization-code client configured by URLs: /authorize redirect,
// POST to the token endpoint (client_secret_post), GET of the userinfo endpoint with the
// bearer token (also as access_token for VK's API). Reads VK, OK, FB and OIDC-like profiles.
import { z } from 'zod';
import { OAuthError, type OAuthProvider, type SocialProfile } from './types.ts';

export interface OAuth2Options {
  social: 'vk' | 'ok' | 'fb';
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  timeoutMs?: number;
  /** Settings the provider needs besides the client id and secret (OK's public application key). */
  alsoRequired?: (string | undefined)[];
  /** Signs the userinfo URL (OK's sig); the generic client sends only access_token and a bearer header. */
  signUserinfo?: (url: URL, accessToken: string) => void;
}

const tokenAnswer = z.looseObject({
  access_token: z.string().min(1),
  user_id: z.union([z.string(), z.number()]).optional(),
});
const id = z.union([z.string(), z.number()]).transform(String);
const person = z.looseObject({
  id: id.optional(),
  uid: id.optional(),
  sub: id.optional(),
  name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  photo_200: z.string().optional(),
  pic_1: z.string().optional(),
  pic190x190: z.string().optional(),
  picture: z.union([z.string(), z.looseObject({ data: z.looseObject({ url: z.string() }) })]).optional(),
});
/** VK wraps the person in {"response": [...]}; the others answer the person itself. */
const userinfoAnswer = z.union([z.looseObject({ response: z.array(person).min(1) }), person]);

function toProfile(p: z.infer<typeof person>): SocialProfile {
  const profileId = p.id ?? p.uid ?? p.sub;
  if (!profileId) throw new OAuthError('userinfo has no id');
  const fullName = p.name ?? [p.first_name, p.last_name].filter(Boolean).join(' ');
  const picture = typeof p.picture === 'string' ? p.picture : p.picture?.data.url;
  return { id: profileId, full_name: fullName, avatar: p.photo_200 ?? p.pic190x190 ?? p.pic_1 ?? picture ?? null };
}

async function fetchJson(url: URL, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new OAuthError(`provider unreachable: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!res.ok) throw new OAuthError(`provider answered HTTP ${res.status}`);
  return res.json().catch(() => {
    throw new OAuthError('provider answered no JSON');
  });
}

export function oauth2Provider(o: OAuth2Options): OAuthProvider {
  const timeoutMs = o.timeoutMs ?? 10_000;
  return {
    social: o.social,
    configured: Boolean(o.clientId && o.clientSecret) && (o.alsoRequired ?? []).every(Boolean),
    authorizeUrl(state, redirectUri) {
      const url = new URL(o.authorizeUrl);
      url.searchParams.set('client_id', o.clientId ?? '');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('state', state);
      if (o.scope) url.searchParams.set('scope', o.scope);
      return url.toString();
    },
    async exchange(code, redirectUri) {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: o.clientId ?? '',
        client_secret: o.clientSecret ?? '',
      });
      const token = tokenAnswer.safeParse(
        await fetchJson(
          new URL(o.tokenUrl),
          {
            method: 'POST',
            body: form,
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          },
          timeoutMs,
        ),
      );
      if (!token.success) throw new OAuthError('token endpoint answered no access_token');
      const url = new URL(o.userinfoUrl);
      url.searchParams.set('access_token', token.data.access_token);
      o.signUserinfo?.(url, token.data.access_token);
      const info = userinfoAnswer.safeParse(
        await fetchJson(
          url,
          { headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' } },
          timeoutMs,
        ),
      );
      if (!info.success) throw new OAuthError('userinfo endpoint answered no profile');
      if ('error_code' in info.data) throw new OAuthError(`provider refused: ${String(info.data.error_msg)}`);
      const first = 'response' in info.data && Array.isArray(info.data.response) ? info.data.response[0] : info.data;
      const parsed = person.safeParse(first);
      if (!parsed.success) throw new OAuthError('userinfo endpoint answered no profile');
      return toProfile(parsed.data);
    },
  };
}
