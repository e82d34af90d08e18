// 'Читайте также' under a material: up to six materials sharing a tag (GET
// /recommendation/post). Network only; with no network or no matches nothing is shown.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { ContentCardData } from '../../components/content-card.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

const PostRelatedCards = lazy(() => import('./post-related-cards.tsx').then((m) => ({ default: m.PostRelatedCards })));

export function PostRelated({ pageId }: { pageId: number }) {
  const [cards, setCards] = useState<ContentCardData[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<ApiResponse<'/recommendation/post'>>('/recommendation/post', {
      query: { id: pageId },
      signal: controller.signal,
    })
      // Drawn in slices: the cards come while the post below the first screen is still being drawn.
      .then((body) => startTransition(() => setCards(body.list)))
      .catch(() => setCards([]));
    return () => controller.abort();
  }, [pageId]);
  if (cards.length === 0) return null;
  return (
    <section className="post-related" aria-labelledby="post-related-title">
      <h2 id="post-related-title" className="post-related__title">
        Читай также
      </h2>
      <Suspense fallback={null}>
        <PostRelatedCards cards={cards} />
      </Suspense>
    </section>
  );
}
