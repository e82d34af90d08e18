// Three card skeletons in the card grid while a list's first page loads (courses, quizzes). Apart from
// content-card.tsx, which every first load carries, since only these lists draw it.
import { ContentCardSkeleton } from './content-card.tsx';

/** `label` says what loads. */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {[1, 2, 3].map((i) => (
        <li key={i}>
          <ContentCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
