// Device-first reads for the community screens: render the copy kept in Dexie (so a community and
// its feed stay readable offline once opened), let the network refresh it, and let the screen ask
// for a fresh copy after a change. Keys carry the viewer's id: a shared device keeps each user's own.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { dropRows, putRows } from '../../lib/device-rows.ts';
import { localDb } from '../../lib/local-db.ts';
import type { NetworkState } from '../../lib/stored-resource.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';

function stateOf(e: unknown): NetworkState | null {
  if (e instanceof ApiError && e.kind === 'aborted') return null;
  if (e instanceof ApiError && e.status === 404) return 'missing';
  return e instanceof ApiError && e.kind === 'network' ? 'offline' : 'error';
}

/** Stores `data` under `key` at once (after a change the server answered), so every view updates. */
async function storeQuery(key: string, data: unknown): Promise<void> {
  await putRows(localDb, { cards: [{ key, type: 'community-query', id: 0, data, savedAt: Date.now() }] });
}

/**
 * `data` is undefined while the device answers, null when nothing is stored; `error` holds the
 * server's refusal (for example 403 on a closed community's feed). `reload` fetches again.
 */
export function useStoredQuery<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, enabled = true) {
  const [network, setNetwork] = useState<NetworkState>('loading');
  const [error, setError] = useState<ApiError | null>(null);
  const [nonce, setNonce] = useState(0);
  const row = useDeviceQuery((db) => db.cards.get(key).then((r) => r ?? null), [key]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setNetwork('loading');
    fetcher(controller.signal)
      .then((data) => storeQuery(key, data))
      .then(() => {
        setError(null);
        setNetwork('done');
      })
      .catch((e: unknown) => {
        const s = stateOf(e);
        if (!s) return;
        setNetwork(s);
        if (e instanceof ApiError && e.kind === 'http') {
          setError(e);
          // A refusal (left, removed, closed) means the stored copy is no longer ours to show.
          if (e.status === 403 || e.status === 404) void dropRows(localDb, 'cards', [key]);
        }
      });
    return () => controller.abort();
    // The fetcher is described completely by the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce, enabled]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const data = row === undefined ? undefined : row === null ? null : (row.data as T);
  return { data, network, error, reload };
}
