// Owner lists (requests, invitations) straight from the network: decisions must see the current
// state, so these are never shown from an old copy. Offline, the screen says the network is needed.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import type { Paged } from '../../lib/stored-resource.ts';
import { OWNER_NEEDS_NETWORK, communityError } from './community-messages.ts';
import { isOffline } from '../../lib/reachability.ts';

export function useOwnerList<T>(fetcher: (signal: AbortSignal) => Promise<Paged<T>>, key: string) {
  const [list, setList] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal)
      .then((res) => {
        setList(res.list);
        setError(null);
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.kind === 'aborted') return;
        setError(e instanceof ApiError && e.kind === 'network' ? OWNER_NEEDS_NETWORK : communityError(e));
      });
    return () => controller.abort();
    // The fetcher is described completely by the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce]);
  return { list, error, reload: useCallback(() => setNonce((n) => n + 1), []) };
}

/** Runs an owner action, refusing at once without a network; answers the message to show. */
export async function ownerAction(action: () => Promise<unknown>, done: string): Promise<string> {
  if (isOffline()) return OWNER_NEEDS_NETWORK;
  try {
    await action();
    return done;
  } catch (e) {
    return e instanceof ApiError && e.kind === 'network' ? OWNER_NEEDS_NETWORK : communityError(e);
  }
}
