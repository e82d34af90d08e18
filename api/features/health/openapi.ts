// OpenAPI descriptions of liveness and readiness (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';

const doc = describer('service');
const check = z.looseObject({ ok: z.boolean(), detail: z.string().optional() });
const readyBody = z.looseObject({
  status: z.enum(['ready', 'not ready']),
  /** Which database engine the server runs on. */
  engine: z.enum(['sqlite', 'postgres']),
  reason: z.string().optional(),
  checks: z.looseObject({ database: check, migrations: check, disk: check }),
});

export const healthDocs = {
  health: doc('Liveness: the process answers (cheap; no database work)', {
    ok: z.looseObject({ status: z.literal('ok') }),
  }),
  ready: doc('Readiness: the database answers, migrations are applied, the disk has room', {
    ok: readyBody,
    errors: [503],
    description: 'Answers 503 with the same body (`status: "not ready"`, `reason`) when a check fails.',
  }),
};
