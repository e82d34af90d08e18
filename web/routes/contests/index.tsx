// /contests/: the contests list. Its content arrives in a later release; until then an honest placeholder.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { TrophyIcon } from '../../components/ui/icons.tsx';

export const Route = createFileRoute('/contests/')({
  staticData: { title: 'Конкурсы', hideHeading: true },
  component: () => <ComingSoon title="Конкурсы" what="конкурсы для школьников: условия, сроки и работы участников" icon={<TrophyIcon />} ownHeading />,
});
