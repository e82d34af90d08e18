// One material for the post screen: the network's answer; the device copy until it comes, or when it cannot.
import { startTransition, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';
import { openDevice } from '../../lib/device-store.ts';
import { fetchPost, readPost } from './post-store.ts';
import type { PostDetail } from './post-types.ts';

export type PostNetwork = 'loading' | 'done' | 'offline' | 'missing' | 'error';

export function usePost(slug: string) {
  const [network, setNetwork] = useState<PostNetwork>('loading');
  const [fetched, setFetched] = useState<PostDetail | null>(null);
  const answered = fetched?.slug === slug;
  // The device's copy is read only until the network answers: keeping that answer writes the copy, and a live query
  // would then draw the whole post again, in one blocking task, for data the screen already shows (issue 17).
  const stored = useDeviceQuery(answered ? null : (db) => readPost(db, slug), [slug]);
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
  // The device's copy is the network's answer as kept (only fetchPost writes it), or an older one.
  const post = (answered ? fetched : null) ?? stored;
  return { post, network };
}
