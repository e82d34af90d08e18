// The cards of 'Читайте также' (post-related.tsx), loaded once there are cards to show: the card's code
// is not part of a material's first load.
import { ContentCard, type ContentCardData } from '../../components/content-card.tsx';

export function PostRelatedCards({ cards }: { cards: ContentCardData[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <ContentCard card={card} />
        </li>
      ))}
    </ul>
  );
}
