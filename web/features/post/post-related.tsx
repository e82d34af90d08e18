// 'Читайте также' under a material: up to six materials sharing a tag (GET
// /recommendation/post). Network only; with no network or no matches nothing is shown.
import { useEffect, useState } from 'react';
import { ContentCard, type ContentCardData } from '../../components/content-card.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

export function PostRelated({ pageId }: { pageId: number }) {
  const [cards, setCards] = useState<ContentCardData[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<ApiResponse<'/recommendation/post'>>('/recommendation/post', {
      query: { id: pageId },
      signal: controller.signal,
    })
      .then((body) => setCards(body.list))
      .catch(() => setCards([]));
    return () => controller.abort();
  }, [pageId]);
  if (cards.length === 0) return null;
  return (
    <section className="post-related" aria-labelledby="post-related-title">
      <h2 id="post-related-title" className="post-related__title">
        Читайте также
      </h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <ContentCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
