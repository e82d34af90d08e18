// Social sign-in: GET /auth/vk|ok|fb (redirect to the provider with a signed state),
// POST /auth/verify_link/send (a code for the phone or e-mail to link) and
// POST /auth/link_social (link to the signed-in user, sign in, or register).
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Db } from '../../../db/store.ts';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../sync/rules/account-limits.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { createOAuthProviders } from '../../providers/oauth/index.ts';
import type { SocialProfile } from '../../providers/oauth/types.ts';
import type { CodeSender } from '../../providers/sms/types.ts';
import { ownUserJson } from '../../lib/user-view.ts';
import { createAccount, findUserByLogin, parseLogin } from './accounts-service.ts';
import { checkCode, guardCodeCheck, requestCode } from './codes-service.ts';
import { requestIp } from '../../lib/rate-limit.ts';
import { signIn } from '../../lib/sign-in.ts';
import { linkSocial, profileForCode, redirectUri, userBySocial } from './social-service.ts';
import { MODAL_KINDS, OAUTH_NONCE_COOKIE, readState, signState, STATE_TTL_SECONDS } from './social-state.ts';
import { authDocs as d } from './openapi.ts';
import { nowMs } from '../../lib/clock.ts';

const social = z.enum(SOCIAL_NETWORKS);
const redirectQuery = z.object({ modal: z.enum(MODAL_KINDS).default('social-auth') });
const linkSendQuery = z.object({
  login: z.string().max(254),
  soc_network: social.optional(),
  send_type: z.enum(['flash_call', 'sms']).optional(),
});
const linkInput = z.object({
  social,
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(4000),
  login: z.string().max(254).optional(),
  verification_code: z.string().max(10).optional(),
  is_agreement: z.boolean().optional(),
});

/**
 * The account of a confirmed login, created from the social profile when there is none, with the
 * social id linked; `created` when it is new. One transaction: an account another request makes
 * for the login meanwhile is linked rather than refused, and a refused link creates no account.
 */
function linkedAccount(
  db: Db,
  login: string,
  social: SocialNetwork,
  profile: SocialProfile,
  agreement: boolean | undefined,
): Promise<{ userId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await findUserByLogin(tx, login);
    let userId: number;
    if (existing) userId = existing.id;
    else {
      if (agreement === false) throw httpError(400, 'Agreement required');
      const [name = '', ...rest] = profile.full_name.split(/\s+/);
      userId = await createAccount(tx, {
        login,
        name,
        lastName: rest.join(' '),
        avatar: profile.avatar,
        isAgreement: agreement === true,
      });
    }
    await linkSocial(tx, userId, social, profile.id);
    return { userId, created: !existing };
  });
}

export function socialRoutes(deps: AppDeps, sender: CodeSender) {
  const providers = createOAuthProviders(deps.config);
  const secure = deps.config.PUBLIC_URL.startsWith('https:');
  const router = new Hono<AppEnv>();
  for (const network of SOCIAL_NETWORKS) {
    router.get(`/${network}`, d.socialRedirect, validate('query', redirectQuery), (c) => {
      const provider = providers[network];
      if (!provider.configured) throw httpError(404, 'Social login is not configured');
      const nonce = randomBytes(16).toString('base64url');
      const state = signState(deps.config, {
        social: network,
        modal: c.req.valid('query').modal,
        nonce,
        exp: Math.floor(nowMs() / 1000) + STATE_TTL_SECONDS,
      });
      setCookie(c, OAUTH_NONCE_COOKIE, nonce, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure,
        maxAge: STATE_TTL_SECONDS,
      });
      const url = provider.authorizeUrl(state, redirectUri(deps));
      if (c.req.header('accept')?.includes('application/json')) return c.json({ url, state });
      return c.redirect(url, 302);
    });
  }
  return router
    .post('/verify_link/send', d.sendLinkCode, validate('query', linkSendQuery), async (c) => {
      const login = parseLogin(c.req.valid('query').login);
      const sent = await requestCode(deps, sender, login.value, login.kind === 'email', 'link', requestIp(deps, c));
      // is_new: no account has this login yet, so the web asks for the agreement.
      return c.json({ success: true, is_new: !(await findUserByLogin(deps.db, login.value)), ...sent });
    })
    .post('/link_social', d.linkSocial, validate('json', linkInput), async (c) => {
      const body = c.req.valid('json');
      const state = readState(deps.config, body.state);
      if (!state || state.social !== body.social || getCookie(c, OAUTH_NONCE_COOKIE) !== state.nonce)
        throw httpError(400, 'Invalid state');
      const profile = await profileForCode(deps, providers[body.social], body.code);
      const current = c.get('user');
      if (current) {
        await linkSocial(deps.db, current.id, body.social, profile.id);
        return c.json({ success: true, user: await ownUserJson(deps.db, current.id) });
      }
      const holder = await userBySocial(deps.db, body.social, profile.id);
      if (holder !== null) return c.json(await signIn(deps, c, holder));
      if (!body.login || !body.verification_code) {
        return c.json({ detail: 'Login required', full_name: profile.full_name, avatar: profile.avatar }, 400);
      }
      const login = parseLogin(body.login);
      const guarded = await guardCodeCheck(deps, login.value, 'link', requestIp(deps, c));
      await checkCode(deps, guarded, body.verification_code, true);
      const { userId, created } = await linkedAccount(deps.db, login.value, body.social, profile, body.is_agreement);
      return c.json({ ...(await signIn(deps, c, userId)), created }, created ? 201 : 200);
    });
}
