// The sync transport over fetch (page worker and service worker alike). The HttpOnly
// `auth_token` cookie goes with every same-origin request; each call has a timeout.
import * as v from 'valibot';
import { pullResponse, pushGapResponse, pushResponse } from '../sync/protocol/envelopes.ts';
import type { SyncTransport } from '../sync/client/transport.ts';

const TIMEOUT_MS = 15_000;

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(path, {
    ...init,
    credentials: 'same-origin',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'application/json', ...init.headers },
  });
}

async function jsonOf(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

function detailOf(body: unknown, fallback: string): string {
  return typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
    ? body.detail
    : fallback;
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** `base` is '' in the browser; tests and tools pass an origin. */
export function fetchTransport(base = ''): SyncTransport {
  return {
    async push(request) {
      try {
        const res = await call(`${base}/api/sync/push`, {
          method: 'POST',
          body: JSON.stringify(request),
          headers: { 'content-type': 'application/json' },
        });
        const body = await jsonOf(res);
        if (res.ok) {
          const parsed = v.safeParse(pushResponse, body);
          return parsed.success
            ? { kind: 'ok', response: parsed.output }
            : { kind: 'transient', error: 'Unexpected push answer' };
        }
        if (res.status === 409) {
          const gap = v.safeParse(pushGapResponse, body);
          if (gap.success) return { kind: 'gap', lastMutationId: gap.output.last_mutation_id };
        }
        if (res.status === 401 || res.status === 403)
          return { kind: 'auth', status: res.status, detail: detailOf(body, 'Not authenticated') };
        return { kind: 'transient', error: `HTTP ${res.status}: ${detailOf(body, res.statusText)}` };
      } catch (e) {
        return { kind: 'transient', error: errorText(e) };
      }
    },
    async pull(cookie) {
      try {
        const res = await call(`${base}/api/sync/pull?cookie=${cookie}`);
        const body = await jsonOf(res);
        if (!res.ok) return { kind: 'failed', error: `HTTP ${res.status}: ${detailOf(body, res.statusText)}` };
        const parsed = v.safeParse(pullResponse, body);
        return parsed.success
          ? { kind: 'ok', response: parsed.output }
          : { kind: 'failed', error: 'Unexpected pull answer' };
      } catch (e) {
        return { kind: 'failed', error: errorText(e) };
      }
    },
    async currentUserId() {
      try {
        const res = await call(`${base}/api/user/me`);
        if (res.status === 401) return null;
        if (!res.ok) return undefined;
        const body = await jsonOf(res);
        return typeof body === 'object' &&
          body !== null &&
          'id' in body &&
          (typeof body.id === 'number' || typeof body.id === 'string')
          ? String(body.id)
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
