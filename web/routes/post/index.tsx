// /post/: community posts. Its content arrives in a later release; until then an honest placeholder.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { BookIcon } from '../../components/ui/icons.tsx';

export const Route = createFileRoute('/post/')({
  staticData: { title: 'Публикации', hideHeading: true },
  component: () => (
    <ComingSoon title="Публикации" what="публикации участников сообщества" icon={<BookIcon />} ownHeading />
  ),
});
