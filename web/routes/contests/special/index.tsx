// /contests/special/: the special video contest. Its content arrives in a later release; until then an honest placeholder.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { TrophyIcon } from '../../../components/ui/icons.tsx';

export const Route = createFileRoute('/contests/special/')({
  staticData: { title: 'Специальный конкурс', hideHeading: true },
  component: () => (
    <ComingSoon
      title="Специальный конкурс"
      what="правила видеоконкурса, призы и работы участников"
      icon={<TrophyIcon />}
      ownHeading
    />
  ),
});
