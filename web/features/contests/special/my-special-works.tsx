// The viewer's own works in the special contest with their statuses (spec section 4): on
// moderation with the 48-hour hint, rejected with the reason, published with a link to its page.
import { SmartLink } from '../../../components/layout/smart-link.tsx';
import type { SpecialWork } from './special-api.ts';
import { PupilStatus } from './pupil-status.tsx';

export function MySpecialWorks({ works }: { works: SpecialWork[] }) {
  if (works.length === 0) return null;
  return (
    <section aria-labelledby="my-works-title">
      <h2 id="my-works-title">Мои работы</h2>
      <ul className="contest-works">
        {works.map((w) => (
          <li key={w.id}>
            <strong>
              {w.statusId === 3 ? <SmartLink href={`/contests/special/${w.id}`}>{w.name}</SmartLink> : w.name}
            </strong>
            {w.nominationName && <span className="work-card__meta"> · {w.nominationName}</span>}
            <p>
              <PupilStatus statusId={w.statusId} cancelText={w.cancelText} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
