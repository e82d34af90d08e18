// One material for the post screen: the device copy first (live), the network refreshing it.
import { startTransition, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';
import { openDevice } from '../../lib/device-store.ts';
import { useSameData } from '../../lib/same-data.ts';
import { fetchPost, readPost } from './post-store.ts';
import type { PostDetail } from './post-types.ts';

export type PostNetwork = 'loading' | 'done' | 'offline' | 'missing' | 'error';

export function usePost(slug: string) {
  const [network, setNetwork] = useState<PostNetwork>('loading');
  const stored = useDeviceQuery((db) => readPost(db, slug), [slug]);
  // Shown at once: the live query sees the stored copy a moment later (no flash of an empty state).
  const [fetched, setFetched] = useState<PostDetail | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setNetwork('loading');
    fetchPost(slug, controller.signal)
      .then((p) => {
        // The whole article: drawn in short slices, yielding to input (web/lib/use-transition-store.ts).
        startTransition(() => {
          setFetched(p);
          setNetwork('done');
        });
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.kind === 'aborted') return;
        // The device copy stands in for what the network could not give.
        void openDevice();
        if (e instanceof ApiError && e.status === 404) setNetwork('missing');
        else setNetwork(e instanceof ApiError && e.kind === 'network' ? 'offline' : 'error');
      });
    return () => controller.abort();
  }, [slug]);
  // The device's copy takes over from the network's answer once the store opens, with the same data as a rule:
  // the post's blocks (memoised) are then not drawn again.
  const post = useSameData(stored ?? (fetched?.slug === slug ? fetched : stored));
  return { post, network };
}
