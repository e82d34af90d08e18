// One material for the post screen: the device copy first (live), the network refreshing it.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { fetchPost, readPost } from './post-store.ts';

export type PostNetwork = 'loading' | 'done' | 'offline' | 'missing' | 'error';

export function usePost(slug: string) {
  const [network, setNetwork] = useState<PostNetwork>('loading');
  const post = useLiveQuery(() => readPost(slug), [slug]);
  useEffect(() => {
    const controller = new AbortController();
    setNetwork('loading');
    fetchPost(slug, controller.signal)
      .then(() => setNetwork('done'))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.kind === 'aborted') return;
        if (e instanceof ApiError && e.status === 404) setNetwork('missing');
        else setNetwork(e instanceof ApiError && e.kind === 'network' ? 'offline' : 'error');
      });
    return () => controller.abort();
  }, [slug]);
  return { post, network };
}
