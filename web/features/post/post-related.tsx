// 'Читайте также' under a material: up to six materials sharing a tag (GET
// /recommendation/post), asked for once the page is idle. Network only; with no network or no matches
// nothing is shown.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ContentCardData } from '../../components/content-card.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { whenIdle } from '../../lib/when-idle.ts';

const PostRelatedCards = lazy(() => import('./post-related-cards.tsx').then((m) => ({ default: m.PostRelatedCards })));

export function PostRelated({ pageId }: { pageId: number }) {
  const [cards, setCards] = useState<ContentCardData[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // Below the material: asked for once the page is idle, so neither the request nor the cards' code
    // competes with the material's own first screen.
    whenIdle(() => {
      if (controller.signal.aborted) return;
      apiFetch<ApiResponse<'/recommendation/post'>>('/recommendation/post', {
        query: { id: pageId },
        signal: controller.signal,
      })
        .then((body) => setCards(body.list))
        .catch(() => setCards([]));
    });
    return () => controller.abort();
  }, [pageId]);
  if (cards.length === 0) return null;
  return (
    <section className="post-related" aria-labelledby="post-related-title">
      <h2 id="post-related-title" className="post-related__title">
        Читайте также
      </h2>
      <Suspense fallback={null}>
        <PostRelatedCards cards={cards} />
      </Suspense>
    </section>
  );
}
