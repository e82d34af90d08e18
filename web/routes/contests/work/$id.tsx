// /contests/work/$id: one contest work (the special contest's works, with voting).
import { createFileRoute } from '@tanstack/react-router';
import { WorkScreen } from '../../../features/contests/special/work-screen.tsx';

export const Route = createFileRoute('/contests/work/$id')({
  staticData: { title: 'Работа участника', hideHeading: true },
  component: function ContestWorkRoute() {
    const { id } = Route.useParams();
    return <WorkScreen key={id} id={Number(id)} />;
  },
});
