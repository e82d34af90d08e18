// /quizzes/: the quizzes (trainers) list with the banner quiz.
import { createFileRoute } from '@tanstack/react-router';
import { QuizzesScreen } from '../../features/learning/quizzes/quizzes-screen.tsx';

export const Route = createFileRoute('/quizzes/')({
  staticData: { title: 'Тренажёры', hideHeading: true },
  component: QuizzesScreen,
});
