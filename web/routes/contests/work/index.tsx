// /contests/work/: contest works. Its content arrives in a later release; until then an honest placeholder.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { TrophyIcon } from '../../../components/ui/icons.tsx';

export const Route = createFileRoute('/contests/work/')({
  staticData: { title: 'Работы участников', hideHeading: true },
  component: () => <ComingSoon title="Работы участников" what="работы участников конкурсов" icon={<TrophyIcon />} ownHeading />,
});
