// /contests/special/work: sending a work to the special contest. Its content arrives in a later release; until then an honest placeholder.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { TrophyIcon } from '../../../components/ui/icons.tsx';

export const Route = createFileRoute('/contests/special/work')({
  staticData: { title: 'Работа на видеоконкурс', hideHeading: true, layout: 'footer' },
  component: () => (
    <ComingSoon
      title="Работа на видеоконкурс"
      what="форма отправки работы на видеоконкурс"
      icon={<TrophyIcon />}
      ownHeading
    />
  ),
});
