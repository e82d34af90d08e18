// The bench's stand-ins for the browser's Dexie store and cookie fetch: an in-memory outbox
// store (copy-on-write, so a failed transaction leaves nothing) and a bearer-token transport.
// The replay logic itself is the real one of sync/client/replay.ts.
import * as v from 'valibot';
import type { OutboxRow } from '../../sync/client/local-schema.ts';
import type { OutboxStore, OutboxTx } from '../../sync/client/outbox-store.ts';
import type { SyncTransport } from '../../sync/client/transport.ts';
import { pullResponse, pushGapResponse, pushResponse } from '../../sync/protocol/envelopes.ts';

export function memoryOutboxStore(): OutboxStore & { size: () => number } {
  let rows = new Map<string, OutboxRow>();
  let meta = new Map<string, unknown>();
  return {
    size: () => rows.size,
    async transaction(fn) {
      const draftRows = new Map(rows);
      const draftMeta = new Map(meta);
      const tx: OutboxTx = {
        rows: async (owner) => [...draftRows.values()].filter((r) => r.owner === owner).sort((a, b) => a.mutationId - b.mutationId),
        put: async (row) => void draftRows.set(row.key, row),
        remove: async (key) => void draftRows.delete(key),
        getMeta: async (key) => draftMeta.get(key),
        setMeta: async (key, value) => void draftMeta.set(key, value),
      };
      const result = await fn(tx);
      rows = draftRows;
      meta = draftMeta;
      return result;
    },
  };
}

function detailOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string' ? body.detail : 'no detail';
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
          return parsed.success ? { kind: 'ok', response: parsed.output } : { kind: 'transient', error: 'Unexpected push answer' };
        }
        const gap = v.safeParse(pushGapResponse, body);
        if (res.status === 409 && gap.success) return { kind: 'gap', lastMutationId: gap.output.last_mutation_id };
        if (res.status === 401 || res.status === 403) return { kind: 'auth', status: res.status, detail: detailOf(body) };
        return { kind: 'transient', error: `HTTP ${res.status}: ${detailOf(body)}` };
      } catch (e) {
        return { kind: 'transient', error: String(e) };
      }
    },
    async pull(cookie) {
      const res = await fetch(`${base}/api/sync/pull?cookie=${cookie}`, { headers });
      const parsed = v.safeParse(pullResponse, await res.json());
      return res.ok && parsed.success ? { kind: 'ok', response: parsed.output } : { kind: 'failed', error: `HTTP ${res.status}` };
    },
    currentUserId: async () => userId,
  };
}
