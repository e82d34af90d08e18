// /course/$id/$step: one course step (content-only layout): material blocks or the quiz.
import { createFileRoute } from '@tanstack/react-router';
import { WidgetsProvider } from '../../../components/feature-widgets.tsx';
import { courseStepWidgets } from '../../../app/widgets/course-step-widgets.ts';
import { StepScreen } from '../../../features/learning/courses/step-screen.tsx';

export const Route = createFileRoute('/course/$id/$step')({
  staticData: { title: 'Урок курса', hideHeading: true, layout: 'content' },
  component: function StepRoute() {
    const { id, step } = Route.useParams();
    return (
      <WidgetsProvider widgets={courseStepWidgets}>
        <StepScreen key={step} courseId={Number(id)} stepId={Number(step)} />
      </WidgetsProvider>
    );
  },
});
