// OpenAPI descriptions of sign-in, codes, social sign-in, SSO and sign-out
// (routes.ts, social-routes.ts, sso-routes.ts, dev-login-routes.ts, logout-routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { codeSent, maybeText, ok, signedIn, text } from '../../lib/openapi-shapes.ts';

const doc = describer('auth');

export const authDocs = {
  login: doc('Sign in with a login (phone or e-mail) and password', { ok: signedIn, errors: [400, 401, 404, 429] }),
  exist: doc('Whether an account has this phone or e-mail', {
    ok: z.looseObject({ exist: z.boolean() }),
    errors: [400, 429],
  }),
  sendCode: doc('Send a registration code to a phone or e-mail', {
    ok: codeSent.or(z.looseObject({ error: z.literal(true), detail: text })),
    errors: [400, 424, 429, 502],
    description: 'An existing login answers 200 `{"error": true, "detail": "User already exists"}` and sends nothing.',
  }),
  socialRedirect: doc(
    'Go to the social network to sign in (JSON `{url, state}` when asked for JSON, else a redirect)',
    {
      ok: z.looseObject({ url: text, state: text }),
      redirects: true,
      errors: [404],
      description: '404 `Social login is not configured` when the server has no credentials for the network.',
    },
  ),
  sendLinkCode: doc('Send a code to link a social account to a phone or e-mail', {
    ok: codeSent.extend({ is_new: z.boolean() }),
    errors: [400, 424, 429, 502],
  }),
  linkSocial: doc('Finish social sign-in: link, sign in or register', {
    ok: signedIn.or(z.looseObject({ success: z.literal(true), user: z.looseObject({}) })),
    errors: [400, 409, 429, 502],
  }),
  ssoRedirect: doc('Go to the external SSO to register', { ok: null, status: 302, errors: [404] }),
  ssoConfig: doc('The SSO address and project ids for the web', {
    ok: z.looseObject({ authorize_url: maybeText, project_id: text, project_id_special: text }),
  }),
  sso: doc('Sign in with a temporary token of the external SSO', { ok: signedIn, errors: [401, 404, 429, 502] }),
  devLogin: doc('Sign in as any user (development only; 404 otherwise)', { ok: signedIn, errors: [404] }),
  devLoginStatus: doc('Whether development sign-in is on', {
    ok: z.looseObject({ enabled: z.boolean() }),
    description:
      'The web asks this at run time, so /dev-auth follows the server (DEV_AUTH=1 outside production), not the build.',
  }),
  logout: doc('Sign out: revoke the session and clear the cookie', { ok }),
};
