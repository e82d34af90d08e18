// The contest status label of cards and pages (spec section 4); greyed at 'Результаты'.
import type { ContestCard } from './contests-api.ts';

export function ContestStatus({ contest }: { contest: Pick<ContestCard, 'statusId' | 'status'> }) {
  return <span className={`contest-status contest-status--${contest.status.code}`}>{contest.status.label}</span>;
}
