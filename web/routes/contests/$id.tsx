// /contests/$id: one contest (anchors #top, #application, #result).
import { createFileRoute } from '@tanstack/react-router';
import { ContestScreen } from '../../features/contests/contest-screen.tsx';

export const Route = createFileRoute('/contests/$id')({
  staticData: { title: 'Конкурс', hideHeading: true },
  component: function ContestRoute() {
    const { id } = Route.useParams();
    return <ContestScreen key={id} id={Number(id)} />;
  },
});
