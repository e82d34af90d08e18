// /sync: the outbox's push (POST /push) and a device's catch-up (GET /pull). Signed-in only.
// The pull cookie is the database-wide change version; a cookie the server has not reached
// yet (a restored database) is treated as 0, so the device receives everything again.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { recordPush } from '../../lib/metrics.ts';
import { PROTOCOL_VERSION } from '../../../sync/protocol/version.ts';
import type { PullResponse } from '../../../sync/protocol/envelopes.ts';
import { bookmarksChangedSince } from '../favorites/service.ts';
import { stepStatesChangedSince } from '../courses/step-state-service.ts';
import { quizChangesSince } from '../quizzes/changes.ts';
import { audioPositionsChangedSince } from '../audio-positions/service.ts';
import { currentChangeVersion } from './change-version.ts';
import { mutationHandlers } from './handlers.ts';
import type { HandlerRegistry } from './handler-registry.ts';
import { pullQuery, pushInput } from './push-input.ts';
import { applyPush } from './push-service.ts';
import { syncDocs as d } from './openapi.ts';

export function syncRoutes(deps: AppDeps, handlers: HandlerRegistry = mutationHandlers) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c);
      await next();
    })
    .post('/push', d.push, validate('json', pushInput), (c) => {
      const user = requireUser(c);
      const input = c.req.valid('json');
      if (input.protocol_version !== undefined && input.protocol_version !== PROTOCOL_VERSION) {
        throw httpError(400, 'Unsupported protocol version');
      }
      const result = applyPush(deps, handlers, user.id, input);
      recordPush(deps.metrics, input.mutations, result.results);
      return c.json(result);
    })
    .get('/pull', d.pull, validate('query', pullQuery), (c) => {
      const user = requireUser(c);
      const { cookie } = c.req.valid('query');
      const body = deps.db.transaction((): PullResponse => {
        const version = currentChangeVersion(deps.db);
        const since = cookie > version ? 0 : cookie;
        return {
          cookie: version,
          bookmarks: bookmarksChangedSince(deps.db, user.id, since),
          course_steps: stepStatesChangedSince(deps.db, user.id, since),
          ...quizChangesSince(deps.db, user.id, since),
          audio_positions: audioPositionsChangedSince(deps.db, user.id, since),
        };
      });
      deps.metrics?.syncPulls.inc();
      return c.json(body);
    });
}
