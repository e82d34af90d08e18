// /course/$id/$step: one course step (content-only layout): material blocks or the quiz.
import { createFileRoute } from '@tanstack/react-router';
import { StepScreen } from '../../../features/courses/step-screen.tsx';

export const Route = createFileRoute('/course/$id/$step')({
  staticData: { title: 'Урок курса', hideHeading: true, layout: 'content' },
  component: function StepRoute() {
    const { id, step } = Route.useParams();
    return <StepScreen key={step} courseId={Number(id)} stepId={Number(step)} />;
  },
});
