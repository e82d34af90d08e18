// POST /auth/auth-by-homo-id {temporary_token, special?}: sign in through the external SSO
// (bind by SSO id, else by login, else create the account); GET /auth/sso: the registration
// redirect to the SSO (project id per route); GET /auth/sso-config: the
// SSO address and the two project ids (default and /contests/special) for the web.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { users } from '../../../db/schema/users.ts';
import { one, type Db } from '../../../db/store.ts';
import { normalizeLogin } from '../../../sync/rules/phone.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { createSsoProvider, SsoError, type SsoIdentity } from '../../providers/sso/sso.ts';
import { createAccount, findUserByLogin } from './accounts-service.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { signIn } from '../../lib/sign-in.ts';
import { authDocs as d } from './openapi.ts';

const ssoRedirectQuery = z.object({ special: z.enum(['0', '1']).optional() });
const ssoInput = z.object({ temporary_token: z.string().min(1).max(4000), special: z.boolean().optional() });

/**
 * The account bound to the SSO identity, else the one with its login (bound now), else a new one.
 * One transaction: two sign-ins of one identity at once find or make one account.
 */
function accountFor(db: Db, identity: SsoIdentity): Promise<number> {
  return db.transaction((tx) => findOrBind(tx, identity));
}

async function findOrBind(tx: Db, identity: SsoIdentity): Promise<number> {
  const bound = await one(tx.select({ id: users.id }).from(users).where(eq(users.ssoId, identity.id)));
  if (bound) return bound.id;
  const login = identity.login ? normalizeLogin(identity.login)?.value : undefined;
  const existing = login ? await findUserByLogin(tx, login) : undefined;
  if (existing) {
    await tx.update(users).set({ ssoId: identity.id }).where(eq(users.id, existing.id));
    return existing.id;
  }
  return createAccount(tx, {
    login: login ?? `sso:${identity.id}`,
    name: identity.name,
    lastName: identity.last_name,
    ssoId: identity.id,
    isAgreement: false,
  });
}

export function ssoRoutes(deps: AppDeps) {
  const provider = createSsoProvider(deps.config);
  return (
    new Hono<AppEnv>()
      // The registration redirect to the external SSO: the special contest uses its own project
      // id; the SSO comes back to the same page with ?temporary_token, which the web spends.
      .get('/sso', d.ssoRedirect, validate('query', ssoRedirectQuery), (c) => {
        const authorize = deps.config.SSO_AUTHORIZE_URL;
        if (!authorize) throw httpError(404, 'SSO is not configured');
        const special = c.req.valid('query').special === '1';
        const target = new URL(authorize);
        target.searchParams.set(
          'project_id',
          special ? deps.config.SSO_PROJECT_ID_SPECIAL : deps.config.SSO_PROJECT_ID,
        );
        target.searchParams.set(
          'redirect_uri',
          new URL(special ? '/contests/special' : '/', deps.config.PUBLIC_URL).toString(),
        );
        return c.redirect(target.toString(), 302);
      })
      .get('/sso-config', d.ssoConfig, (c) =>
        c.json({
          authorize_url: deps.config.SSO_AUTHORIZE_URL ?? null,
          project_id: deps.config.SSO_PROJECT_ID,
          project_id_special: deps.config.SSO_PROJECT_ID_SPECIAL,
        }),
      )
      .post('/auth-by-homo-id', d.sso, validate('json', ssoInput), async (c) => {
        if (!provider) throw httpError(404, 'SSO is not configured');
        await enforceRateLimit(deps, c, 'sso', null);
        const body = c.req.valid('json');
        const projectId = body.special ? deps.config.SSO_PROJECT_ID_SPECIAL : deps.config.SSO_PROJECT_ID;
        let identity: SsoIdentity | null;
        try {
          identity = await provider.resolve(body.temporary_token, projectId);
        } catch (e) {
          if (!(e instanceof SsoError)) throw e;
          deps.logger.warn({ err: e }, 'SSO token check failed');
          throw httpError(502, 'SSO unavailable');
        }
        if (!identity) throw httpError(401, 'Invalid token');
        return c.json(await signIn(deps, c, await accountFor(deps.db, identity)));
      })
  );
}
