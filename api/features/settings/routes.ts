// GET /settings: public site settings loaded by the shell at start.
// `oauth_providers` lists the social networks this install has keys for ('vk,ok'), so the sign-in
// and the profile show only those (issue 42: a button for an unconfigured network led to a 404).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { createOAuthProviders } from '../../providers/oauth/index.ts';
import { readSettings } from './service.ts';
import { settingsDoc } from './openapi.ts';

export function settingsRoutes(deps: AppDeps) {
  const providers = Object.values(createOAuthProviders(deps.config));
  const oauthProviders = providers
    .filter((p) => p.configured)
    .map((p) => p.social)
    .join(',');
  return new Hono<AppEnv>().get('/', settingsDoc, async (c) => {
    const body: Record<string, string> = { ...(await readSettings(deps.db)), oauth_providers: oauthProviders };
    return c.json(body);
  });
}
