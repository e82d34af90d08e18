// /quizzes/$id: one quiz: start, answers with feedback, round timer, result, restart.
import { createFileRoute } from '@tanstack/react-router';
import { QuizScreen } from '../../features/learning/quizzes/quiz-screen.tsx';

export const Route = createFileRoute('/quizzes/$id')({
  staticData: { title: 'Тренажер', hideHeading: true },
  component: function QuizRoute() {
    const { id } = Route.useParams();
    return <QuizScreen id={Number(id)} />;
  },
});
