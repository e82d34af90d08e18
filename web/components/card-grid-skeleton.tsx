// Three card skeletons in the card grid while a list's first page loads (courses, quizzes). Apart from
// content-card.tsx, which every first load carries, since only these lists draw it.
import { ContentCardSkeleton } from './content-card.tsx';

/** `label` says what loads. */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    // Busy: the app's first screen is not drawn while it shows, so the server's copy stays until the cards come.
    <ul className="card-grid" aria-label={label} aria-busy="true">
      {[1, 2, 3].map((i) => (
        <li key={i}>
          <ContentCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
