// The external single sign-on ("homo id"): the site is handed a temporary_token and asks
// the SSO's token endpoint who it belongs to. HTTP provider from SSO_TOKEN_URL; outside
// production with DEV_AUTH=1 a dev provider reads tokens of the form 'dev:<login>'.
import { z } from 'zod';
import type { Config } from '../../config.ts';

export interface SsoIdentity {
  id: string;
  login: string | null;
  name: string;
  last_name: string;
}

export interface SsoProvider {
  readonly name: string;
  /** The identity behind the token, or null when the SSO does not know it. */
  resolve(temporaryToken: string, projectId: string): Promise<SsoIdentity | null>;
}

export class SsoError extends Error {}

const answer = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  name: z.string().nullish(),
  last_name: z.string().nullish(),
});

function httpSsoProvider(tokenUrl: string, timeoutMs = 10_000): SsoProvider {
  return {
    name: 'http',
    async resolve(temporaryToken, projectId) {
      let res: Response;
      try {
        res = await fetch(tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ temporary_token: temporaryToken, project_id: projectId }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        throw new SsoError(`SSO unreachable: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (res.status === 401 || res.status === 404) return null;
      if (!res.ok) throw new SsoError(`SSO answered HTTP ${res.status}`);
      const parsed = answer.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new SsoError('SSO answered no identity');
      const d = parsed.data;
      return { id: d.id, login: d.phone ?? d.email ?? null, name: d.name ?? '', last_name: d.last_name ?? '' };
    },
  };
}

const devSsoProvider: SsoProvider = {
  name: 'dev',
  resolve(temporaryToken) {
    const login = temporaryToken.startsWith('dev:') ? temporaryToken.slice(4) : '';
    return Promise.resolve(login ? { id: temporaryToken, login, name: '', last_name: '' } : null);
  },
};

export function createSsoProvider(config: Config): SsoProvider | null {
  if (config.SSO_TOKEN_URL) return httpSsoProvider(config.SSO_TOKEN_URL);
  if (config.NODE_ENV !== 'production' && config.DEV_AUTH) return devSsoProvider;
  return null;
}
