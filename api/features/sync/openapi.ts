// OpenAPI descriptions of push and pull: the answers are the shared valibot envelopes of
// sync/protocol, the same schemas the browser checks them with.
import { describer } from '../../lib/openapi.ts';
import { pullResponse, pushResponse } from '../../../sync/protocol/envelopes.ts';

const doc = describer('sync');

export const syncDocs = {
  push: doc('Apply queued offline actions in order, exactly once', {
    ok: pushResponse,
    auth: 'user',
    errors: [400, 403, 409],
    description:
      'Mutation ids are per client and increase by one; an id past the next expected answers 409 with `last_mutation_id`.',
  }),
  pull: doc("The user's own state changed since a cookie", { ok: pullResponse, auth: 'user' }),
};
