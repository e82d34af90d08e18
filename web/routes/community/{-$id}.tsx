// /community/{-$id}: communities (the id is optional). Its content arrives in a later release; until then an honest placeholder.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';

export const Route = createFileRoute('/community/{-$id}')({
  staticData: { title: 'Сообщества' },
  component: () => <ComingSoon title="Сообщества" what="сообщества по интересам: участники, публикации и обсуждения" icon={<UserIcon />} />,
});
