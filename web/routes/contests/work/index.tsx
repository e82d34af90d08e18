// /contests/work?contest={id}: the work upload screen of one contest.
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { WorkUploadScreen } from '../../../features/contests/work-upload-screen.tsx';

export const Route = createFileRoute('/contests/work/')({
  staticData: { title: 'Загрузка работы', hideHeading: true, layout: 'content' },
  validateSearch: v.object({
    contest: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
  }),
  component: function WorkRoute() {
    const { contest } = Route.useSearch();
    if (!contest)
      return (
        <div className="container page inline-state" role="alert">
          <p>Не выбран конкурс.</p>
        </div>
      );
    return <WorkUploadScreen contestId={contest} />;
  },
});
