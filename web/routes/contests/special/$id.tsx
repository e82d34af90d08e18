// /contests/special/$id: one special-contest work. Its content arrives in a later release; until then an honest placeholder.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { TrophyIcon } from '../../../components/ui/icons.tsx';

export const Route = createFileRoute('/contests/special/$id')({
  staticData: { title: 'Работа участника', hideHeading: true },
  component: () => (
    <ComingSoon
      title="Работа участника"
      what="работа участника видеоконкурса и голосование"
      icon={<TrophyIcon />}
      ownHeading
    />
  ),
});
