// Success-pass recipes of sign-in through outside services, each a stand-in on 127.0.0.1
// (scripts/fuzz/providers.ts): the redirects to VK, OK, Facebook and the SSO, linking VK to a member
// after the browser's round trip, and an SSO temporary token spent for a session.
import { SSO_TOKEN } from '../providers.ts';
import type { Recipe, RecipeContext } from './recipe.ts';

/** The browser's path: our redirect (which sets the nonce cookie), the provider's redirect back with a code. */
async function authorize(ctx: RecipeContext, social: string) {
  const start = await fetch(`${ctx.base}/api/auth/${social}?modal=social-confirmation`, { redirect: 'manual' });
  const nonce = /oauth_nonce=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1];
  const at = start.headers.get('location');
  if (start.status !== 302 || !nonce || !at) throw new Error(`GET /auth/${social}: ${start.status}`);
  const atProvider = await fetch(at, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') ?? '', ctx.base);
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    cookie: `oauth_nonce=${nonce}`,
  };
}

export const SIGN_IN: Recipe[] = [
  ...(['vk', 'ok', 'fb'] as const).map((social): Recipe => ({
    op: `GET /auth/${social}`,
    as: 'guest',
    input: { query: { modal: 'social-auth' } },
  })),
  {
    op: 'POST /auth/link_social',
    as: 'member',
    input: async (ctx) => {
      const flow = await authorize(ctx, 'vk');
      return { body: { social: 'vk', code: flow.code, state: flow.state }, headers: { cookie: flow.cookie } };
    },
  },
  { op: 'GET /auth/sso', as: 'guest' },
  { op: 'POST /auth/auth-by-homo-id', as: 'guest', input: { body: { temporary_token: SSO_TOKEN } } },
];
