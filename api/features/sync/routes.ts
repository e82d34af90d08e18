// /sync: the outbox's push (POST /push) and a device's catch-up (GET /pull). Signed-in only.
// Both are built from the list of sync features passed in (api/sync-features.ts): this folder
// knows no feature. The pull cookie is the database-wide change version; a cookie the server
// has not reached yet (a restored database) is treated as 0, so the device receives everything.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { currentChangeVersion } from '../../lib/change-version.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { buildHandlerRegistry, buildPull, type ServerSyncFeature } from '../../lib/sync-feature.ts';
import { validate } from '../../lib/validate.ts';
import { recordPush } from '../../lib/metrics.ts';
import { PROTOCOL_VERSION } from '../../../sync/protocol/version.ts';
import { pushRequest, type PullResponse } from '../../../sync/protocol/envelopes.ts';
import { pullQuery, readPush } from './push-input.ts';
import { applyPush } from './push-service.ts';
import { syncDocs as d } from './openapi.ts';

export function syncRoutes(deps: AppDeps, features: readonly ServerSyncFeature[]) {
  const handlers = buildHandlerRegistry(features.flatMap((f) => f.handlers));
  const changesSince = buildPull(features);
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c);
      await next();
    })
    .post('/push', d.push, validate('json', pushRequest), async (c) => {
      const user = requireUser(c);
      const input = readPush(c.req.valid('json'));
      if ('error' in input) throw httpError(400, input.error);
      if (input.protocol_version !== undefined && input.protocol_version !== PROTOCOL_VERSION) {
        throw httpError(400, 'Unsupported protocol version');
      }
      const result = await applyPush(deps, handlers, user.id, input);
      recordPush(
        deps.metrics,
        input.members.map((m) => (m.ok ? m.mutation : m)),
        result.results,
      );
      return c.json(result);
    })
    .get('/pull', d.pull, validate('query', pullQuery), async (c) => {
      const user = requireUser(c);
      const { cookie } = c.req.valid('query');
      // One transaction: the cookie handed out and the changes read belong to one state of the database.
      const body = await deps.db.transaction(async (tx): Promise<PullResponse> => {
        const version = await currentChangeVersion(tx, user.id);
        const since = cookie > version ? 0 : cookie;
        return { cookie: version, ...(await changesSince(tx, user.id, since)) };
      });
      deps.metrics?.syncPulls.inc();
      return c.json(body);
    });
}
