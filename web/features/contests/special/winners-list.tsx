// Winners of the special contest, places 1 to 5 (spec section 9: winner tags), each with its work.
import { SmartLink } from '../../../components/layout/smart-link.tsx';
import type { Winner } from './special-api.ts';

export function WinnersList({ winners }: { winners: Winner[] }) {
  if (winners.length === 0) return null;
  return (
    <section id="result" aria-labelledby="winners-title">
      <h2 id="winners-title">Победители</h2>
      <ol className="winners">
        {winners.map((w) => (
          <li key={w.place} className={`winners__item winners__item--${w.place}`}>
            <span className="winners__place">{w.place} место</span>
            <span className="winners__who">{w.title}</span>
            <SmartLink href={`/contests/special/${w.video.id}`}>{w.video.name}</SmartLink>
            {w.video.nominationName && <span className="winners__nomination">{w.video.nominationName}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
