// /contests/work/$id: one contest work. Its content arrives in a later release; until then an honest placeholder.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { TrophyIcon } from '../../../components/ui/icons.tsx';

export const Route = createFileRoute('/contests/work/$id')({
  staticData: { title: 'Работа участника', hideHeading: true },
  component: () => (
    <ComingSoon
      title="Работа участника"
      what="работа участника конкурса с оценками и комментариями"
      icon={<TrophyIcon />}
      ownHeading
    />
  ),
});
