// /contests/$id: one contest. Its content arrives in a later release; until then an honest placeholder.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { TrophyIcon } from '../../components/ui/icons.tsx';

export const Route = createFileRoute('/contests/$id')({
  staticData: { title: 'Конкурс', hideHeading: true },
  component: () => <ComingSoon title="Конкурс" what="условия конкурса, сроки и работы участников" icon={<TrophyIcon />} ownHeading />,
});
