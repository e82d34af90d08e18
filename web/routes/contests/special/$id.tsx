// /contests/special/$id: one work of the special video contest, with voting.
import { createFileRoute } from '@tanstack/react-router';
import { WorkScreen } from '../../../features/contests/special/work-screen.tsx';

export const Route = createFileRoute('/contests/special/$id')({
  staticData: { title: 'Работа участника', hideHeading: true },
  component: function SpecialWorkRoute() {
    const { id } = Route.useParams();
    return <WorkScreen key={id} id={Number(id)} />;
  },
});
