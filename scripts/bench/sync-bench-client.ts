// The bench's stand-in for the browser's cookie fetch: a bearer-token transport. The device store
// is sync/client/memory-device-store.ts; the replay logic is the real one of sync/client/replay.ts.
import * as v from 'valibot';
import type { SyncTransport } from '../../sync/client/transport.ts';
import { pullResponse, pushGapResponse, pushResponse } from '../../sync/protocol/envelopes.ts';

function detailOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
    ? body.detail
    : 'no detail';
}

export function bearerTransport(base: string, token: string, userId: string): SyncTransport {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    async push(request) {
      try {
        const res = await fetch(`${base}/api/sync/push`, { method: 'POST', headers, body: JSON.stringify(request) });
        const body: unknown = await res.json();
        if (res.ok) {
          const parsed = v.safeParse(pushResponse, body);
          return parsed.success
            ? { kind: 'ok', response: parsed.output }
            : { kind: 'transient', error: 'Unexpected push answer' };
        }
        const gap = v.safeParse(pushGapResponse, body);
        if (res.status === 409 && gap.success) return { kind: 'gap', lastMutationId: gap.output.last_mutation_id };
        if (res.status === 401 || res.status === 403)
          return { kind: 'auth', status: res.status, detail: detailOf(body) };
        return { kind: 'transient', error: `HTTP ${res.status}: ${detailOf(body)}` };
      } catch (e) {
        return { kind: 'transient', error: String(e) };
      }
    },
    async pull(cookie) {
      const res = await fetch(`${base}/api/sync/pull?cookie=${cookie}`, { headers });
      const parsed = v.safeParse(pullResponse, await res.json());
      return res.ok && parsed.success
        ? { kind: 'ok', response: parsed.output }
        : { kind: 'failed', error: `HTTP ${res.status}` };
    },
    currentUserId: async () => userId,
  };
}
